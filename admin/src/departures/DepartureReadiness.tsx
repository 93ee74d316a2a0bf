/**
 * A departure's "Readiness" tab: every traveller of its active bookings with what is missing (GET
 * /admin/departures/{id}/readiness), a Remind per incomplete record, 'Remind everyone' (the contract has no call to
 * remind one record: a WhatsApp message to the record's own mobile, and for all the departure's bookings its
 * departure_update message), and the rooming list as CSV and as a printable page.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, Typography } from '@mui/material';
import { defaultTripRequirements, readinessText, whatsappLink } from '@travel/server/domain';
import type { Departure, Trip } from '@travel/server/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useGetOne, useNotify } from 'react-admin';
import { fetchDepartureReadiness, fetchRoomingCsv } from '../providers/travellerCalls.ts';
import { missingText, TravellerTable, type TravellerRow } from '../travellers/TravellerTable.tsx';
import { CsvDownloadButton, manifestName } from './ManifestButton.tsx';
import { MessageEveryoneButton } from './MessageEveryoneButton.tsx';

export const roomingPagePath = (departureId: string) => `/departures/${encodeURIComponent(departureId)}/rooming`;

const remindAllText = (place: string) =>
  `Please complete every traveller's details for ${place} on your booking page: ` +
  'name, date of birth, emergency contact, ID and the signed waiver.';

export const RoomingCsvButton = ({ departure, place }: { departure: Pick<Departure, 'id' | 'startDate'>; place?: string }) => (
  <CsvDownloadButton
    label="Rooming list (CSV)"
    fileName={manifestName(place, departure.startDate, 'rooming')}
    fetchCsv={() => fetchRoomingCsv(departure.id)}
  />
);

export const DepartureReadiness = ({ departure }: { departure: Departure }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = ['departures', 'readiness', departure.id];
  const { data: trip } = useGetOne<Trip>('trips', { id: departure.tripId });
  const { data: readiness, error } = useQuery({ queryKey, queryFn: () => fetchDepartureReadiness(departure.id) });
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const requirements = trip?.requirements ?? defaultTripRequirements;
  const place = trip?.place ?? '';

  const remind = (row: TravellerRow) => {
    if (row.status === 'complete' || !row.mobile) return null;
    const text = `Hello ${row.name || ''}, please complete your details for ${place}: ${missingText(row, requirements)}.`;
    return (
      <Button
        size="small"
        component="a"
        href={whatsappLink(text, `${row.mobile.countryCode}${row.mobile.number}`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Remind ${row.name || `traveller ${row.position}`} on WhatsApp`}
      >
        Remind
      </Button>
    );
  };

  return (
    <Stack spacing={2} data-testid="departure-readiness">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle1" component="p" fontWeight={600} sx={{ mr: 'auto' }} data-testid="departure-readiness-count">
          {readiness ? readinessText(readiness) : 'Loading…'}
        </Typography>
        <MessageEveryoneButton departure={departure} label="Remind everyone" initialText={remindAllText(place)} />
        <RoomingCsvButton departure={departure} place={place} />
        <Button size="small" variant="outlined" startIcon={<PrintIcon />} component={Link} to={roomingPagePath(String(departure.id))}>
          Printable rooming list
        </Button>
      </Stack>
      {readiness && (
        <TravellerTable
          label="Readiness"
          testId="readiness-travellers"
          travellers={readiness.travellers}
          requirements={requirements}
          onChange={() => void queryClient.invalidateQueries({ queryKey })}
          booking={(row) => <Link to={`/bookings/${row.bookingId}/show`}>{row.bookingReference}</Link>}
          action={remind}
        />
      )}
    </Stack>
  );
};
