/** A split booking's shares (DESIGN "Each pays their share"): each traveller's part, what they paid and what they owe now. */
import { formatRupees } from '@travel/server/domain';
import type { BookingShare } from '@travel/server/entities';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';

const columns: StackedColumn<BookingShare>[] = [
  { label: 'Traveller', title: true, value: (share) => share.name },
  { label: 'Share', value: (share) => formatRupees(share.amount), align: 'right', amount: true, nowrap: true },
  { label: 'Paid', value: (share) => formatRupees(share.amountPaid), align: 'right', amount: true, nowrap: true },
  {
    label: 'Due now',
    value: (share) => (share.amountPaid >= share.amount ? 'Paid' : formatRupees(share.due)),
    align: 'right',
    amount: true,
    nowrap: true,
  },
];

export const BookingShares = ({ shares }: { shares: BookingShare[] }) => (
  <StackedTable label="Shares" testId="booking-shares" rows={shares} rowKey={(share) => share.id} columns={columns} />
);

/** The bookings CSV's column: each share as 'name paid/amount', rupees as plain numbers. */
export const sharesCsvText = (shares: BookingShare[]): string =>
  shares.map((share) => `${share.name} ${share.amountPaid}/${share.amount}`).join('; ');
