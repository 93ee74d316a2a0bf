/**
 * Downloads a departure's manifest (GET /admin/departures/{id}/manifest) as manifest-<place>-<startDate>.csv: a labelled
 * button at every width (react-admin's Button shrinks to a bare icon on phones, easy to take for its neighbour Delete).
 */
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { Departure, Trip } from '@travel/server/entities';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useGetOne, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** 'manifest-spiti-valley-2031-03-05' (downloadCSV adds '.csv'): the place in plain letters, safe in any file system. */
export function manifestName(place: string | undefined, startDate: string, kind = 'manifest'): string {
  const slug = (place ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${kind}-${slug || 'departure'}-${startDate}`;
}

/** A labelled button that fetches a CSV with the admin's token and saves it as `<fileName>.csv`. */
export const CsvDownloadButton = ({ label, fileName, fetchCsv }: { label: string; fileName: string; fetchCsv: () => Promise<string> }) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadCSV(await fetchCsv(), fileName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      {label}
    </Button>
  );
};

export const ManifestButton = ({ departure }: { departure: Departure }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: trip } = useGetOne<Trip>('trips', { id: departure.tripId });
  return (
    <CsvDownloadButton
      label="Manifest"
      fileName={manifestName(trip?.place, departure.startDate)}
      fetchCsv={() => dataProvider.getDepartureManifest(departure.id)}
    />
  );
};
