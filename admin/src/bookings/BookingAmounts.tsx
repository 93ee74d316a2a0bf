/** The money of a booking in rupees with Indian grouping: total, deposit, paid, refunded (when any) and the balance due. */
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { bookingTexts, formatRupees } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';

type Amounts = Pick<Booking, 'totalAmount' | 'depositAmount' | 'amountPaid' | 'balanceDue'> & Partial<Pick<Booking, 'amountRefunded'>>;

export const BookingAmounts = ({ booking }: { booking: Amounts }) => {
  const rows: [string, number][] = [
    [bookingTexts.total, booking.totalAmount],
    ['Deposit', booking.depositAmount],
    ['Paid', booking.amountPaid],
    ...(booking.amountRefunded ? [['Refunded', booking.amountRefunded] as [string, number]] : []),
    ['Balance due', booking.balanceDue],
  ];
  return (
    <Table size="small" aria-label="Amounts" data-testid="booking-amounts">
      <TableBody>
        {rows.map(([label, amount]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: label === 'Balance due' ? 700 : undefined, pr: 0 }}>
              {formatRupees(amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
