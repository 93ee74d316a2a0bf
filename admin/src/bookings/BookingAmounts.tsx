/** The money of a booking in rupees with Indian grouping: total, deposit, paid, refunded (when any) and the balance due. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { bookingTexts, formatDate, formatRupees, paymentPlanMessages } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';

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

/** The payment schedule: each instalment's date, amount, what of it is paid and its status (none for a single payment). */
export const BookingInstalments = ({ booking }: { booking: Pick<Booking, 'instalments'> }) => {
  const instalments = booking.instalments ?? [];
  if (instalments.length < 2) return null;
  return (
    <Table size="small" aria-label={paymentPlanMessages.schedule} data-testid="booking-instalments" sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 0 }}>#</TableCell>
          <TableCell>Due</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Paid</TableCell>
          <TableCell sx={{ pr: 0 }}>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {instalments.map((instalment) => (
          <TableRow key={instalment.n}>
            <TableCell sx={{ pl: 0 }}>{instalment.n}</TableCell>
            <TableCell>{formatDate(instalment.dueDate)}</TableCell>
            <TableCell align="right">{formatRupees(instalment.amount)}</TableCell>
            <TableCell align="right">{formatRupees(instalment.paid)}</TableCell>
            <TableCell sx={{ pr: 0, fontWeight: instalment.status === 'overdue' ? 700 : undefined }}>
              {paymentPlanMessages.statusLabels[instalment.status]}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
