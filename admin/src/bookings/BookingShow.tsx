/**
 * A booking's page: reference and status, trip and departure, the lead traveller, every traveller's readiness,
 * the money (total, deposit, paid, balance), its payments, and the admin's 'Record payment' and
 * 'Cancel', and the messages sent and planned to the traveller.
 */
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatPhone, formatRupees, leadTravellerName, bankMatchingTexts } from '@travel/server/domain';
import type { Booking, Departure } from '@travel/server/entities';
import type { ReactNode } from 'react';
import { ListButton, ReferenceField, Show, TopToolbar, useRecordContext } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { countText } from '../requests/countText.ts';
import { telLink } from '../requests/phoneLinks.ts';
import { BookingAmounts, BookingInstalments } from './BookingAmounts.tsx';
import { BookingDocuments } from './BookingDocuments.tsx';
import { BookingMessages } from './BookingMessages.tsx';
import { BookingPayments } from './BookingPayments.tsx';
import { BookingShares } from './BookingShares.tsx';
import { BookingRefunds } from './BookingRefunds.tsx';
import { BookingStatusChip } from './BookingStatusChip.tsx';
import { BookingTravellers } from '../travellers/BookingTravellers.tsx';
import { CancelBookingButton } from './CancelBookingButton.tsx';
import { RecordPaymentButton } from './RecordPaymentButton.tsx';
import { RecordRefundButton } from './RecordRefundButton.tsx';
import { SendReminderButton } from './SendReminderButton.tsx';

export const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

/** A card of the booking's page; `wide` spans both columns of the desktop grid (a table that needs the width). */
export const Section = ({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) => (
  <Card variant="outlined" sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const BookingShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
    <ListButton label="All bookings" />
    <RecordPaymentButton />
    <SendReminderButton />
    <RecordRefundButton />
    <CancelBookingButton />
  </TopToolbar>
);

const BookingDetails = () => {
  const booking = useRecordContext<Booking>();
  if (!booking) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title="Booking">
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h5" component="p" fontWeight={700} data-testid="booking-reference">
            {booking.reference}
          </Typography>
          <BookingStatusChip status={booking.status} />
        </Stack>
        <Line label="Trip">
          <ReferenceField<Booking> source="tripId" reference="trips" link="edit" />
        </Line>
        <Line label="Departure">
          <ReferenceField<Booking, Departure>
            source="departureId"
            reference="departures"
            link="edit"
            render={({ referenceRecord }) => formatDate(referenceRecord?.startDate)}
          />
        </Line>
        <Line label="Booked">{formatDateTime(booking.createdAt)}</Line>
        {booking.status === 'pending_payment' && booking.holdExpiresAt && (
          <Line label="Held until">{formatDateTime(booking.holdExpiresAt)}</Line>
        )}
      </Section>
      <Section title="Travellers">
        <Line label="Lead traveller">
          {leadTravellerName(booking)}
          {leadTravellerName(booking) !== booking.user.username && ` (account ${booking.user.username})`}
          <br />
          <a href={telLink(booking.user.countryCode, booking.user.mobileNumber)}>{formatPhone(booking.user)}</a>
        </Line>
        <Line label="Party">
          {countText(booking.adults, 'adult')}, {countText(booking.kids, 'kid')} ({countText(booking.seats, 'seat')})
        </Line>
        {booking.notes && <Line label="Notes">{booking.notes}</Line>}
      </Section>
      <Section title="Readiness" wide>
        <BookingTravellers booking={booking} />
      </Section>
      <Section title="Money">
        {booking.status === 'expired' && booking.amountPaid > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {formatRupees(booking.amountPaid)} arrived after the hold expired and the seats were gone: refund it.
          </Alert>
        )}
        {booking.excessAmount > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="booking-excess">
            {bankMatchingTexts.excessToRefund(formatRupees(booking.excessAmount))}
          </Alert>
        )}
        <BookingAmounts booking={booking} />
        {booking.balanceDueDate && booking.balanceDue > 0 && <Line label="Balance due by">{formatDate(booking.balanceDueDate)}</Line>}
        <BookingInstalments booking={booking} />
        {booking.bankAccount && (
          <Line label={bankMatchingTexts.ownAccount}>
            {booking.bankAccount.accountNumber} · {booking.bankAccount.ifsc}
            {booking.bankAccount.upiId ? ` · ${booking.bankAccount.upiId}` : ''}
          </Line>
        )}
      </Section>
      {(booking.shares ?? []).length > 0 && (
        <Section title="Shares">
          <BookingShares shares={booking.shares} />
        </Section>
      )}
      <Section title="Payments">
        <BookingPayments payments={booking.payments} />
      </Section>
      <Section title="Refunds">
        <BookingRefunds booking={booking} />
      </Section>
      <Section title="Documents">
        <BookingDocuments bookingId={booking.id} />
      </Section>
      <Section title="Messages" wide>
        <BookingMessages bookingId={booking.id} />
      </Section>
    </Box>
  );
};

const BookingTitle = () => {
  const booking = useRecordContext<Booking>();
  return <>{booking ? `Booking ${booking.reference}` : 'Booking'}</>;
};

const BookingShow = () => {
  usePageTitle('Booking');
  return (
    <Show title={<BookingTitle />} actions={<BookingShowActions />} component="div">
      <BookingDetails />
    </Show>
  );
};

export default BookingShow;
