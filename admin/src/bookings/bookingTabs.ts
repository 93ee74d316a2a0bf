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
