/**
 * The fitness-proof queue (/admin/fitness-proofs): every proof waiting for review on the departures still to come,
 * oldest departure first, each with View, Approve and Reject with a reason. Read from each departure's readiness
 * (GET /admin/departures/{id}/readiness): the contract has no call listing proofs across departures.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { calendarDay, formatDate } from '@travel/server/domain';
import type { Departure, Trip } from '@travel/server/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useDataProvider, useGetList } from 'react-admin';
import { StackedTable } from '../layout/StackedTable.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { fetchDepartureReadiness, type ReadinessTraveller } from '../providers/travellerCalls.ts';
import { FitnessProofActions } from './FitnessProofActions.tsx';

type QueueRow = ReadinessTraveller & { departure: Departure };

const FitnessQueue = () => {
  usePageTitle('Fitness proofs');
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const today = calendarDay();
  const { data: trips } = useGetList<Trip>('trips', { pagination: { page: 1, perPage: 500 } });
  const asking = new Set((trips ?? []).filter((trip) => trip.requirements?.fitnessProof).map((trip) => trip.id));
  const queryKey = ['departures', 'fitness-queue', [...asking].sort().join(',')];
  const { data: rows, error } = useQuery({
    queryKey,
    enabled: trips !== undefined,
    queryFn: async (): Promise<QueueRow[]> => {
      const { data: departures } = await dataProvider.getList<Departure>('departures', {
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'startDate', order: 'ASC' },
        filter: {},
      });
      const coming = departures.filter(
        (departure) => departure.startDate >= today && departure.status !== 'cancelled' && asking.has(departure.tripId),
      );
      const lists = await Promise.all(
        coming.map(async (departure) =>
          (await fetchDepartureReadiness(departure.id)).travellers
            .filter((traveller) => traveller.fitnessProof?.status === 'pending')
            .map((traveller) => ({ ...traveller, departure })),
        ),
      );
      return lists.flat();
    },
  });
  const placeOf = (tripId: string) => trips?.find((trip) => trip.id === tripId)?.place ?? '';
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Fitness proofs to review
        </Typography>
        {error && (
          <Typography color="error" role="alert">
            {error.message}
          </Typography>
        )}
        {!rows && !error && <Typography color="text.secondary">Loading…</Typography>}
        {rows?.length === 0 && <Typography color="text.secondary">No fitness proof is waiting for review.</Typography>}
        {rows && rows.length > 0 && (
          <StackedTable<QueueRow>
            label="Fitness proofs to review"
            testId="fitness-queue"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { label: 'Traveller', title: true, value: (row) => row.name || `Traveller ${row.position}` },
              {
                label: 'Departure',
                labelled: true,
                value: (row) => (
                  <Link to={`/departures/${row.departure.id}?tab=readiness`}>
                    {placeOf(row.departure.tripId)} {formatDate(row.departure.startDate)}
                  </Link>
                ),
              },
              {
                label: 'Booking',
                labelled: true,
                value: (row) => <Link to={`/bookings/${row.bookingId}/show`}>{row.bookingReference}</Link>,
              },
              {
                label: 'Proof',
                value: (row) => (
                  <FitnessProofActions
                    bookingId={row.bookingId}
                    traveller={row}
                    onReviewed={() => void queryClient.invalidateQueries({ queryKey: ['departures'] })}
                  />
                ),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default FitnessQueue;
