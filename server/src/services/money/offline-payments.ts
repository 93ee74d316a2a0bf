/** Money received outside the site: the admin's "Record payment" and a trip leader's cash, counted by the one ledger. */
import type { PaymentMethod } from '../../domain/index.ts';
import { countPayment, type LedgerOptions, type PaymentInput, type PaymentOutcome } from '../bookings/booking-ledger.ts';

/** Refused when it cannot confirm the booking or tops its balance (decided under the departure's lock). */
export interface OfflinePaymentInput {
  bookingId: string;
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  paidAt?: Date;
  /** The staff member who took or recorded it. */
  recordedBy: string;
  holdMs: number;
  claim?: PaymentInput['claim'];
  /** A split booking's share it pays. */
  shareId?: string | null;
}

export const recordOfflinePayment = (options: LedgerOptions, input: OfflinePaymentInput): Promise<PaymentOutcome> =>
  countPayment(options, { ...input, providerPaymentId: input.reference });
