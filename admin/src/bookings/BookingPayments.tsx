/** The payments of a booking: when, how, how much, its status and reference (a table; cards on phones). */
import { Typography } from '@mui/material';
import { formatDateTime, formatRupees, paymentMethodLabels } from '@travel/server/domain';
import type { BookingPayment } from '@travel/server/entities';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';

const columns: StackedColumn<BookingPayment>[] = [
  { label: 'Date', value: (payment) => formatDateTime(payment.createdAt), nowrap: true },
  {
    label: 'Method',
    title: true,
    value: (payment) => `${paymentMethodLabels[payment.method]}${payment.status === 'refunded' ? ' (refunded)' : ''}`,
  },
  { label: 'Reference', value: (payment) => payment.providerPaymentId ?? '—', labelled: true, breakAnywhere: true },
  { label: 'Amount', value: (payment) => formatRupees(payment.amount), align: 'right', amount: true, nowrap: true },
];

export const BookingPayments = ({ payments }: { payments: BookingPayment[] }) =>
  payments.length === 0 ? (
    <Typography color="text.secondary">No payments yet</Typography>
  ) : (
    <StackedTable label="Payments" testId="booking-payments" rows={payments} rowKey={(payment) => payment.id} columns={columns} />
  );
