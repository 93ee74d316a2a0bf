/**
 * A payment reminder an admin sends a traveller (SMS): what it says and how often it may go. The
 * text names the amount due now and the booking page to pay on; the same booking is reminded at
 * most once per `paymentReminderIntervalMinutes`.
 */
import { formatDate, formatRupees } from './format.ts';

export const paymentReminderIntervalMinutes = 60;

export const paymentReminderMessages = {
  sent: 'Payment reminder sent',
  tooSoon: `A payment reminder was sent for this booking less than ${paymentReminderIntervalMinutes} minutes ago`,
  notSent: 'The SMS could not be sent. Please try again.',
  smsCannotCarryText: 'Payment reminders need an SMS provider that sends free text (not MSG91)',
} as const;

/** The path of a traveller's booking page on the site. */
export const bookingPagePath = (bookingId: string): string => `/bookings/${encodeURIComponent(bookingId)}`;

/** 'Travel Co: ₹7,875 is due on booking AB23CD45 (Spiti, Mar 05, 2031) by Feb 18, 2031. Pay at https://…/bookings/…' */
export function paymentReminderSmsText(
  businessName: string,
  booking: { reference: string; balanceDueDate: string | null },
  amountDue: number,
  trip: { place: string; startDate: string },
  link: string,
): string {
  const by = booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : '';
  const what = `booking ${booking.reference} (${trip.place}, ${formatDate(trip.startDate)})`;
  return `${businessName}: ${formatRupees(amountDue)} is due on ${what}${by}. Pay at ${link}`;
}
