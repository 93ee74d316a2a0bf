/** The status tabs of the bookings list, as filters: one status each, cancelled and expired together. */
import { bookingStatusLabels } from '@travel/server/domain';
import type { BookingStatus } from '@travel/server/domain';

export interface BookingTab {
  id: string;
  label: string;
  /** The statuses the tab shows; none: every booking. */
  statuses: readonly BookingStatus[] | null;
}

export const bookingTabs: readonly BookingTab[] = [
  { id: 'all', label: 'All', statuses: null },
  { id: 'pending_payment', label: bookingStatusLabels.pending_payment, statuses: ['pending_payment'] },
  { id: 'confirmed', label: bookingStatusLabels.confirmed, statuses: ['confirmed'] },
  { id: 'paid', label: bookingStatusLabels.paid, statuses: ['paid'] },
  { id: 'closed', label: `${bookingStatusLabels.cancelled}/${bookingStatusLabels.expired}`, statuses: ['cancelled', 'expired'] },
];

/** The `status` filter of a tab: a status, a list of them, or none. */
export function statusFilterOf(tab: BookingTab): BookingStatus | BookingStatus[] | undefined {
  if (!tab.statuses) return undefined;
  return tab.statuses.length === 1 ? tab.statuses[0] : [...tab.statuses];
}

/** The tab a list's `status` filter belongs to (the first, 'All', when it has none or another). */
export function tabOfStatusFilter(status: unknown): BookingTab {
  const key = (Array.isArray(status) ? status : status ? [status] : []).map(String).sort().join(',');
  return bookingTabs.find((tab) => [...(tab.statuses ?? [])].sort().join(',') === key) ?? bookingTabs[0];
}

/** The Overdue tab: confirmed bookings whose balance due date has passed (the API's `overdue=true`), after the status tabs. */
export const overdueTab = { id: 'overdue', label: 'Overdue' } as const;

export const isOverdueFilter = (value: unknown) => value === true || value === 'true';

/** The tab a list's filters belong to: Overdue when they ask for it, else the status tab. */
export const tabIdOfFilters = (filters: Record<string, unknown>): string =>
  isOverdueFilter(filters.overdue) ? overdueTab.id : tabOfStatusFilter(filters.status).id;

/** The list's filters once a tab is chosen: the other filters kept, status and overdue as the tab says. */
export function filtersOfTab(id: string, filters: Record<string, unknown>): Record<string, unknown> {
  const { status: _status, overdue: _overdue, ...others } = filters;
  if (id === overdueTab.id) return { ...others, overdue: 'true' };
  const statusFilter = statusFilterOf(bookingTabs.find((tab) => tab.id === id) ?? bookingTabs[0]);
  return statusFilter === undefined ? others : { ...others, status: statusFilter };
}
