/** Money in and out of bookings: payments, orders and links asked of Razorpay, bank accounts, refunds, vouchers. */
import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethod, PaymentStatus } from '../../domain/bookings.ts';
import type { RefundMethod, RefundStatus } from '../../entities/refund.ts';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** Amounts are integer paise (bigint, parsed to numbers in db/connect.ts). */
export interface BookingPaymentsTable {
  id: Generated<string>;
  bookingId: string;
  amountPaise: number;
  method: PaymentMethod;
  status: Generated<PaymentStatus>;
  providerPaymentId: string | null;
  providerOrderId: string | null;
  reference: string | null;
  paidAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The admin who recorded an offline payment. */
  recordedBy: string | null;
  /** A payment of method voucher: the voucher it spent. */
  voucherId: string | null;
  /** A split booking's payment: the share it paid (its receipt is in that share's name). */
  shareId: string | null;
  /** What has been refunded of it (pending and processed refunds). */
  amountRefundedPaise: Generated<number>;
  createdAt: CreatedAt;
}

export interface PaymentOrdersTable {
  id: Generated<string>;
  bookingId: string;
  provider: string;
  orderId: string;
  amountPaise: number;
  /** An order for one share of a split booking (its pay page). */
  shareId: string | null;
  createdAt: CreatedAt;
}

/** Razorpay Payment Links asked for a share or an instalment (services/money/payments/payment-links.ts). */
export interface PaymentLinksTable {
  id: Generated<string>;
  bookingId: string;
  purpose: 'share' | 'instalment';
  referenceId: string;
  amountPaise: number;
  status: Generated<'pending' | 'created' | 'paid' | 'cancelled'>;
  linkId: string | null;
  shortUrl: string | null;
  error: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A booking's own Smart Collect account (PAYMENT_BANK_MATCHING=razorpay), closed once it is paid or cancelled. */
export interface BankAccountsTable {
  bookingId: string;
  providerAccountId: string;
  accountNumber: string;
  ifsc: string;
  name: string;
  upiId: string | null;
  status: Generated<'active' | 'closed'>;
  createdAt: CreatedAt;
  closedAt: Date | null;
}

export interface RefundsTable {
  id: Generated<string>;
  bookingId: string;
  paymentId: string | null;
  amountPaise: number;
  method: RefundMethod;
  status: Generated<RefundStatus>;
  providerRefundId: string | null;
  reference: string | null;
  recordedBy: string | null;
  processedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A traveller's credit voucher. */
export interface VouchersTable {
  id: Generated<string>;
  code: string;
  userId: string;
  amountPaise: number;
  balancePaise: number;
  expiresAt: Date;
  /** As stored: one past expiresAt reads as expired (entities/voucher.ts). */
  status: Generated<'active' | 'used' | 'void'>;
  sourceBookingId: string | null;
  issuedBy: string | null;
  note: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
