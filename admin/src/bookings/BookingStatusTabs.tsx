/**
 * react-admin demo orders' tabs: one per status group, each with its count under the other filters.
 * The counts come with the list's own page (its answer's `counts`, the list's `meta`): no call of their own,
 * and always under the filters the page was read with. 'All' is their sum.
 */
import { Divider, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { bookingStatuses } from '@travel/server/domain';
import type { Booking, BookingStatus } from '@travel/server/domain';
import { useListContext } from 'react-admin';
import { bookingTabs, statusFilterOf, tabOfStatusFilter } from './bookingTabs.ts';

type StatusCounts = Partial<Record<BookingStatus, number>>;

const sumOf = (counts: StatusCounts, statuses: readonly BookingStatus[]) =>
  statuses.every((status) => counts[status] !== undefined) ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;

export const BookingStatusTabs = () => {
  const { filterValues, setFilters, displayedFilters, meta } = useListContext<Booking>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { status, ...otherFilters } = filterValues as Record<string, unknown>;
  const counts: StatusCounts = (meta as { counts?: StatusCounts } | undefined)?.counts ?? {};
  const current = tabOfStatusFilter(status);
  const choose = (id: string) => {
    const tab = bookingTabs.find((candidate) => candidate.id === id) ?? bookingTabs[0];
    const statusFilter = statusFilterOf(tab);
    setFilters(statusFilter === undefined ? otherFilters : { ...otherFilters, status: statusFilter }, displayedFilters);
  };
  return (
    <>
      <Tabs
        value={current.id}
        onChange={(_, id: string) => choose(id)}
        variant={small ? 'scrollable' : 'fullWidth'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Booking status"
      >
        {bookingTabs.map((tab) => {
          const count = sumOf(counts, tab.statuses ?? bookingStatuses);
          return <Tab key={tab.id} value={tab.id} label={count === undefined ? tab.label : `${tab.label} (${count})`} />;
        })}
      </Tabs>
      <Divider />
    </>
  );
};
