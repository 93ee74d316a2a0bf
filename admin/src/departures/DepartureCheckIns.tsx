/**
 * The departure page's day on the ground: the leaders' check-ins per point (pickup, day-1...), who is
 * missing there, and the incidents they noted, read again every 15 seconds so they show as phones sync.
 */
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@travel/server/domain';
import type { Booking, DepartureCheckIn, Incident } from '@travel/server/entities';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useRecordContext } from 'react-admin';
import { requestJson } from '../providers/api.ts';
import { readSession } from '../providers/session.ts';

const REFRESH_MS = 15_000;
const seatHolding = ['pending_payment', 'confirmed', 'paid'];

export const DepartureCheckIns = () => {
  const departure = useRecordContext<{ id: string }>();
  const id = departure?.id;
  const { data } = useQuery({
    queryKey: ['departures', 'check-ins', id],
    queryFn: () =>
      requestJson<{ checkIns: DepartureCheckIn[]; incidents: Incident[] }>(`/admin/departures/${id}/check-ins`, {
        token: readSession().token,
      }),
    enabled: Boolean(id),
    refetchInterval: REFRESH_MS,
  });
  const { data: bookings } = useGetList<Booking>(
    'bookings',
    { filter: { departureId: id }, pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'ASC' } },
    { enabled: Boolean(id), refetchInterval: REFRESH_MS },
  );
  if (!id) return null;
  const travellers = (bookings ?? []).filter((b) => seatHolding.includes(b.status)).flatMap((b) => b.travellers);
  const checkIns = data?.checkIns ?? [];
  const points = [...new Set(['pickup', ...checkIns.map((c) => c.point)])];
  return (
    <Card component="section" aria-labelledby="check-ins-heading" sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography id="check-ins-heading" variant="h6" component="h2">
          Check-ins and incidents
        </Typography>
        {points.map((point) => {
          const present = new Set(checkIns.filter((c) => c.point === point && c.present).map((c) => c.travellerId));
          const missing = travellers.filter((t) => !present.has(t.id));
          return (
            <Box key={point} data-testid={`check-in-${point}`} sx={{ mt: 1.5 }}>
              <Typography fontWeight={700}>
                {point}: {present.size} of {travellers.length} present
              </Typography>
              <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} sx={{ mt: 0.5 }}>
                {missing.map((t) => (
                  <Chip key={t.id} size="small" variant="outlined" label={`Missing: ${t.name || 'no name'}`} />
                ))}
              </Stack>
            </Box>
          );
        })}
        <Typography fontWeight={700} sx={{ mt: 2 }}>
          Incidents
        </Typography>
        {(data?.incidents ?? []).length === 0 ? (
          <Typography color="text.secondary">None noted</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {data?.incidents.map((incident) => (
              <li key={incident.id}>
                {formatDateTime(incident.at)}: {incident.text}
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
