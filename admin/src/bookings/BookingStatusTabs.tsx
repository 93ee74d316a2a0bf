/**
 * react-admin demo orders' tabs: one per status group, each with its count under the other filters
 * (one small count query per status; 'All' is their sum).
 */
import { Divider, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { bookingStatuses } from '@travel/server/domain';
import type { Booking, BookingStatus } from '@travel/server/domain';
import { useGetList, useListContext } from 'react-admin';
import { bookingTabs, statusFilterOf, tabOfStatusFilter } from './bookingTabs.ts';

function useStatusCount(status: BookingStatus, otherFilters: Record<string, unknown>): number | undefined {
  const { total } = useGetList<Booking>(
    'bookings',
    { filter: { ...otherFilters, status }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } },
  );
  return total;
}

function useStatusCounts(otherFilters: Record<string, unknown>): Partial<Record<BookingStatus, number>> {
  // One hook call per status, written out so hooks run in the same order on every render.
  const pending_payment = useStatusCount('pending_payment', otherFilters);
  const confirmed = useStatusCount('confirmed', otherFilters);
  const paid = useStatusCount('paid', otherFilters);
  const cancelled = useStatusCount('cancelled', otherFilters);
  const expired = useStatusCount('expired', otherFilters);
  return { pending_payment, confirmed, paid, cancelled, expired };
}

const sumOf = (counts: Partial<Record<BookingStatus, number>>, statuses: readonly BookingStatus[]) =>
  statuses.every((status) => counts[status] !== undefined) ? statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;

export const BookingStatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext<Booking>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { status, ...otherFilters } = filterValues as Record<string, unknown>;
  const counts = useStatusCounts(otherFilters);
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
