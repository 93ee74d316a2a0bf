/** Seats of a departure: taken of total, and what is left ('Sold out' at none). */
import { Box, LinearProgress, Typography } from '@mui/material';
import { seatsLeftText } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';

type Seats = Pick<Departure, 'seatsTotal' | 'seatsLeft'>;

export const seatsTaken = (departure: Seats) => departure.seatsTotal - departure.seatsLeft;

/** '7 / 10', the filled seats the dashboard and lists show. */
export const seatsFilledText = (departure: Seats) => `${seatsTaken(departure)} / ${departure.seatsTotal}`;

export const SeatsSummary = ({ departure, compact = false }: { departure: Seats; compact?: boolean }) => {
  const filled = departure.seatsTotal > 0 ? (seatsTaken(departure) / departure.seatsTotal) * 100 : 0;
  return (
    <Box sx={{ minWidth: 110, width: compact ? undefined : '100%', mb: compact ? 0 : 2 }} data-testid="departure-seats">
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        <strong>{seatsFilledText(departure)}</strong> taken
      </Typography>
      <LinearProgress
        variant="determinate"
        value={filled}
        aria-label="Seats taken"
        color={departure.seatsLeft > 0 ? 'primary' : 'error'}
        sx={{ my: 0.5 }}
      />
      <Typography variant="caption" color={departure.seatsLeft > 0 ? 'text.secondary' : 'error'}>
        {seatsLeftText(departure.seatsLeft)}
      </Typography>
    </Box>
  );
};
