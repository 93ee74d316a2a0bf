/** Downloads a departure's manifest (GET /admin/departures/{id}/manifest) as manifest-<place>-<startDate>.csv. */
import DownloadIcon from '@mui/icons-material/Download';
import type { Departure, Trip } from '@travel/server/domain';
import { useState } from 'react';
import { Button, useDataProvider, useGetOne, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** 'manifest-spiti-valley-2031-03-05.csv': the place in plain letters, safe in any file system. */
export function manifestFileName(place: string | undefined, startDate: string): string {
  const slug = (place ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `manifest-${slug || 'departure'}-${startDate}.csv`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const ManifestButton = ({ departure }: { departure: Departure }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { data: trip } = useGetOne<Trip>('trips', { id: departure.tripId });
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await dataProvider.getDepartureManifest(departure.id), manifestFileName(trip?.place, departure.startDate));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Manifest" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
