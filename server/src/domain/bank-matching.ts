/**
 * Bank transfers matched (DESIGN "Bank transfers matched"): what a booking's own Smart Collect
 * account is called on the booking page, in messages and in the back office. Pure: the server, the
 * admin and the site read it.
 */

export const bankMatchingTexts = {
  ownAccount: 'Your own account for this booking',
  ownAccountNote: 'Transfers to this account are matched to your booking automatically.',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  accountName: 'Account name',
  upiId: 'UPI id',
  excessPaid: 'Paid beyond the total',
  excessToRefund: (amount: string) => `${amount} was paid beyond the total: refund it to the traveller.`,
  transferReference: 'UTR',
} as const;

/** What the payment instructions name of a booking's own account (a Booking's bankAccount has these). */
export interface BankAccountDetails {
  accountNumber: string;
  ifsc: string;
  name: string;
  upiId: string | null;
}

/** The payment instructions naming the booking's own account. */
export const bankAccountInstructions = (account: BankAccountDetails): string =>
  `Pay by bank transfer to account ${account.accountNumber}, IFSC ${account.ifsc}${account.name ? ` (${account.name})` : ''}` +
  `${account.upiId ? `, or by UPI to ${account.upiId}` : ''}.`;
