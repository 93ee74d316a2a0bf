/** What the seat ledger's countPayment takes and answers (services/booking-ledger.ts). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentMethod } from '../../domain/index.ts';
import type { VoucherSpent } from './vouchers.ts';

export interface PaymentInput {
  bookingId: string;
  amountPaise: number;
  method: PaymentMethod;
  providerPaymentId: string | null;
  providerOrderId?: string | null;
  /** The bank's reference (a matched transfer's UTR). */
  reference?: string | null;
  paidAt?: Date;
  /** An admin recording money by hand: refused (nothing stored) when it cannot confirm. */
  recordedBy?: string;
  /** Paid with the traveller's voucher: its balance pays what is due now, up to `amountPaise` (its row locked here). */
  voucher?: { code: string; userId: string };
  holdMs: number;
  /** A split booking's share this payment is for: counted on it too, its receipt in that share's name. */
  shareId?: string | null;
  /**
   * Run first in the payment's transaction: false says this payment was already counted (a leader's
   * change synced twice), and nothing is stored. Its write commits or rolls back with the payment.
   */
  claim?: (trx: Transaction<Database>) => Promise<boolean>;
}

export interface PaymentOutcome {
  /** False when this provider payment was already counted. */
  counted: boolean;
  /** The booking just became confirmed (or paid) from pending or expired: time to tell people. */
  confirmedNow: boolean;
  /** An expired hold took its seats again: the seats left changed. */
  seatsTaken: boolean;
  /** What was counted (a voucher pays at most its balance). */
  amountPaise: number;
  /** Paid with a voucher: what it paid and what is left on it. */
  voucher?: VoucherSpent;
}
