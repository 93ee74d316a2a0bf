/**
 * The one place an instalment reminder gets a one-tap payment link (DESIGN "Payment links"): the
 * dispatcher asks here just before sending an `instalment_reminder`. Answering null keeps the link
 * the reminder was planned with (the booking page, opened at its payment), so the reminder always
 * goes, with or without a provider's link.
 */
export interface ReminderToPay {
  messageId: string;
  bookingId: string;
  /** The reminder's parameters: `instalment` (its number), `amount`, `dueDate`, `link`. */
  params: Record<string, string>;
}

/** A payment link's URL for this reminder, or null for none (no provider wired, or making one failed). */
export type ReminderPaymentLink = (reminder: ReminderToPay) => Promise<string | null>;

/** A dispatcher given no link maker (the app gives it instalmentPaymentLinkOf): none, the booking page's link stays. */
export const noReminderPaymentLink: ReminderPaymentLink = async () => null;

/** The reminder's parameters with the payment link when one is made; a failure to make one sends it without. */
export async function withReminderPaymentLink(makeLink: ReminderPaymentLink, reminder: ReminderToPay): Promise<Record<string, string>> {
  const link = await makeLink(reminder).catch(() => null);
  return link ? { ...reminder.params, link } : reminder.params;
}
