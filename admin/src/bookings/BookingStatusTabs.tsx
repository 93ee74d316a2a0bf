/**
 * react-admin demo orders' tabs: one per status group, each with its count under the other filters,
 * and Overdue (confirmed bookings whose balance due date has passed).
 * The counts come with the list's own page (its answer's `counts`, the list's `meta`): no call of their own,
 * and always under the filters the page was read with. 'All' is their sum. On the Overdue tab the
 * counts are of overdue bookings only, so the status tabs show none and Overdue shows the list's total.
 */
import { Divider, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { bookingStatuses } from '@travel/server/domain';
import type { BookingStatus } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import { useListContext } from 'react-admin';
import { bookingTabs, filtersOfTab, overdueTab, tabIdOfFilters } from './bookingTabs.ts';

type StatusCounts = Partial<Record<BookingStatus, number>>;

const sumOf = (counts: StatusCounts, statuses: readonly BookingStatus[]) =>
  statuses.every((status) => counts[status] !== undefined) ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;

export const BookingStatusTabs = () => {
  const { filterValues, setFilters, displayedFilters, meta, total } = useListContext<Booking>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = filterValues as Record<string, unknown>;
  const current = tabIdOfFilters(filters);
  const onOverdue = current === overdueTab.id;
  const counts: StatusCounts = onOverdue ? {} : ((meta as { counts?: StatusCounts } | undefined)?.counts ?? {});
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${count})`);
  return (
    <>
      <Tabs
        value={current}
        onChange={(_, id: string) => setFilters(filtersOfTab(id, filters), displayedFilters)}
        variant={small ? 'scrollable' : 'fullWidth'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Booking status"
      >
        {bookingTabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={label(tab.label, sumOf(counts, tab.statuses ?? bookingStatuses))} />
        ))}
        <Tab value={overdueTab.id} label={label(overdueTab.label, onOverdue ? total : undefined)} />
      </Tabs>
      <Divider />
    </>
  );
};
