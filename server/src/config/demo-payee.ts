/**
 * Payee details a development start gets when none are set, so the offline booking page shows a
 * whole way to pay (UPI id, QR code, bank account) from the first `npm start`. Never used in
 * production, which refuses to start without real ones (checks.ts); tests set their own.
 */
export const demoPayee = {
  upiId: 'wanderindiatrips@okhdfc',
  instructions:
    'Demo details (development only): bank transfer to Wander India Trips, HDFC Bank, account 50100012345678, IFSC HDFC0000001.',
} as const;

/** The payee settings in force: demo ones in development when neither is set, else as given. */
export function payeeSettings(settings: { NODE_ENV: string; PAYMENT_UPI_ID: string; PAYMENT_INSTRUCTIONS: string }): {
  PAYMENT_UPI_ID: string;
  PAYMENT_INSTRUCTIONS: string;
} {
  const { PAYMENT_UPI_ID, PAYMENT_INSTRUCTIONS } = settings;
  if (settings.NODE_ENV !== 'development' || PAYMENT_UPI_ID.trim() || PAYMENT_INSTRUCTIONS.trim())
    return { PAYMENT_UPI_ID, PAYMENT_INSTRUCTIONS };
  return { PAYMENT_UPI_ID: demoPayee.upiId, PAYMENT_INSTRUCTIONS: demoPayee.instructions };
}
