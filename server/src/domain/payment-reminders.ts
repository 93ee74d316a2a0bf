/**
 * A payment reminder an admin sends a traveller (a `balance_reminder` message due now, on the
 * traveller's channel): how often it may go. The same booking is reminded at most once per
 * `paymentReminderIntervalMinutes`.
 */

export const paymentReminderIntervalMinutes = 60;

export const paymentReminderMessages = {
  sent: 'Payment reminder sent',
  tooSoon: `A payment reminder was sent for this booking less than ${paymentReminderIntervalMinutes} minutes ago`,
} as const;

/** The path of a traveller's booking page on the site. */
export const bookingPagePath = (bookingId: string): string => `/bookings/${encodeURIComponent(bookingId)}`;
