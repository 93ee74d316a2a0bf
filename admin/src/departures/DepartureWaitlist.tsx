/**
 * The departure page's waitlist: waiting travellers in queue order (move one up or down), then the
 * offers of freed seats (with their held booking) and the entries that ended. Read through react-query under the
 * departures resource, so a refresh after any change reads it again.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, formatPhone, waitlistStatusLabels, waitlistTexts } from '@travel/server/domain';
import type { Departure, QueuedWaitlistEntry } from '@travel/server/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNotify, useRecordContext } from 'react-admin';
import { fetchDepartureWaitlist, moveWaitlistEntry } from '../providers/waitlistCalls.ts';

export const DepartureWaitlist = () => {
  const departure = useRecordContext<Departure>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const departureId = departure?.id;
  const queryKey = ['departures', 'waitlist', departureId];
  const { data: entries, error } = useQuery<QueuedWaitlistEntry[]>({
    queryKey,
    queryFn: () => fetchDepartureWaitlist(departureId!),
    enabled: Boolean(departureId),
  });
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);

  const move = async (entry: QueuedWaitlistEntry, position: number) => {
    setBusy(true);
    try {
      await moveWaitlistEntry(entry.id, position);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!departure || !entries) return null;
  const waitingCount = entries.filter((entry) => entry.status === 'waiting').length;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="departure-waitlist">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {waitlistTexts.queue} ({waitingCount})
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{waitlistTexts.emptyQueue}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={waitlistTexts.queue}>
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Order</TableCell>
                  <TableCell>Traveller</TableCell>
                  <TableCell align="right">Seats</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Joined</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id} data-entry-id={entry.id}>
                    <TableCell>{entry.position ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {entry.position !== null && (
                        <>
                          <IconButton
                            size="small"
                            aria-label={`${waitlistTexts.moveUp}: ${entry.user.username}`}
                            disabled={busy || entry.position === 1}
                            onClick={() => move(entry, entry.position! - 1)}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={`${waitlistTexts.moveDown}: ${entry.user.username}`}
                            disabled={busy || entry.position === waitingCount}
                            onClick={() => move(entry, entry.position! + 1)}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                        </>
                      )}
                    </TableCell>
                    <TableCell>
                      {entry.user.username}
                      <Typography variant="body2" color="text.secondary">
                        {formatPhone(entry.user)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{entry.seats}</TableCell>
                    <TableCell>
                      {entry.bookingId ? (
                        <Link to={`/bookings/${entry.bookingId}/show`}>{waitlistStatusLabels[entry.status]}</Link>
                      ) : (
                        waitlistStatusLabels[entry.status]
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
