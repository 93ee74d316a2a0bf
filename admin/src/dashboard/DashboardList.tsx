/**
 * The body of a dashboard card that lists records (recent trips, recent reviews, upcoming departures): loading
 * rows, then the error, the empty message or the list, in a box at least as tall as the loading rows.
 *
 * Why the reserved height: a card that shrinks when its data arrives shortens the page, and on a phone scrolled
 * to the bottom the browser then scrolls everything down under the finger: a tap that began on Save Statistics
 * ended on the field above it and saved nothing. With the box, the page only ever grows as data arrives. Growth above
 * what is on screen (more upcoming departures than loading rows) is left to the browser's scroll anchoring.
 */
import { Box, List, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** How many loading rows a card shows, and so how many rows' height it keeps. */
const LOADING_ROWS = 3;

interface DashboardListProps {
  pending: boolean;
  /** A failed load; one that kept earlier records shows the error above them. */
  error: Error | null | undefined;
  /** Loaded, with no records. */
  empty: boolean;
  emptyText: string;
  /** The height of one loading row, close to a loaded row's. */
  rowHeight: number;
  testId: string;
  /** The loaded records, as list items. */
  children: ReactNode;
}

export const DashboardList = ({ pending, error, empty, emptyText, rowHeight, testId, children }: DashboardListProps) => (
  <Box sx={{ minHeight: LOADING_ROWS * rowHeight, display: 'flex', flexDirection: 'column' }} aria-busy={pending}>
    {pending ? (
      Array.from({ length: LOADING_ROWS }, (_, i) => <Skeleton key={i} height={rowHeight} />)
    ) : (
      <>
        {error && <Typography color="error">{error.message}</Typography>}
        {empty ? (
          // Centred in the kept rows' space, so the empty card reads as deliberate.
          <Typography color="text.secondary" sx={{ m: 'auto' }}>
            {emptyText}
          </Typography>
        ) : (
          <List dense data-testid={testId}>
            {children}
          </List>
        )}
      </>
    )}
  </Box>
);
