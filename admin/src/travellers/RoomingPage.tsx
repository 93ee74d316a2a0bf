/**
 * A departure's printable rooming list (/admin/departures/:id/rooming): the server's rooming CSV (rooms of ROOM_SIZE by
 * gender, a booking's travellers together) read with papaparse and laid out room by room, with Print and the CSV.
 * Outside the back office's frame, so the printout is the list alone.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '@travel/server/domain';
import type { Departure, Trip } from '@travel/server/entities';
import { useQuery } from '@tanstack/react-query';
import Papa from 'papaparse';
import { Link, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { RoomingCsvButton } from '../departures/DepartureReadiness.tsx';
import { fetchRoomingCsv } from '../providers/travellerCalls.ts';

/** The CSV's rows by room, in the server's order; the header row names the columns. */
export function roomsOf(csv: string): { columns: string[]; rooms: [string, Record<string, string>[]][] } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  const columns = parsed.meta.fields ?? [];
  const roomColumn = columns[0] ?? 'room';
  const rooms = new Map<string, Record<string, string>[]>();
  for (const row of parsed.data) {
    const room = row[roomColumn] ?? '';
    rooms.set(room, [...(rooms.get(room) ?? []), row]);
  }
  return { columns: columns.slice(1), rooms: [...rooms] };
}

const RoomingPage = () => {
  usePageTitle('Rooming list');
  const { id = '' } = useParams();
  const { data: departure } = useGetOne<Departure>('departures', { id });
  const { data: trip } = useGetOne<Trip>('trips', { id: departure?.tripId ?? '' }, { enabled: Boolean(departure) });
  const { data: csv, error } = useQuery({ queryKey: ['departures', 'rooming', id], queryFn: () => fetchRoomingCsv(id) });
  const table = csv === undefined ? null : roomsOf(csv);
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto', '@media print': { p: 0 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, '@media print': { display: 'none' } }}
      >
        <Button component={Link} to={`/departures/${encodeURIComponent(id)}?tab=readiness`} sx={{ mr: 'auto' }}>
          Back to the departure
        </Button>
        {departure && <RoomingCsvButton departure={departure} place={trip?.place} />}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Typography variant="h5" component="h1" gutterBottom>
        Rooming list{trip ? `: ${trip.place}` : ''}
        {departure ? `, ${formatDate(departure.startDate)}` : ''}
      </Typography>
      {error && (
        <Typography color="error" role="alert">
          {error.message}
        </Typography>
      )}
      {table && table.rooms.length === 0 && <Typography color="text.secondary">No travellers yet.</Typography>}
      {table && table.rooms.length > 0 && (
        // Scrolls sideways on a phone: a region the keyboard can reach and scroll.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Rooming list table">
          <Table size="small" aria-label="Rooming list" data-testid="rooming-table">
            <TableHead>
              <TableRow>
                <TableCell>Room</TableCell>
                {table.columns.map((column) => (
                  <TableCell key={column} sx={{ textTransform: 'capitalize' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rooms.map(([room, rows]) =>
                rows.map((row, index) => (
                  <TableRow key={`${room}-${index}`} sx={index === rows.length - 1 ? undefined : { '& td': { borderBottom: 0 } }}>
                    {index === 0 && (
                      <TableCell rowSpan={rows.length} sx={{ fontWeight: 700, verticalAlign: 'top' }}>
                        {room}
                      </TableCell>
                    )}
                    {table.columns.map((column) => (
                      <TableCell key={column}>{row[column]}</TableCell>
                    ))}
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};

export default RoomingPage;
