/**
 * The database as Kysely sees it (snake_case columns, CamelCasePlugin maps them). Entity tables are
 * derived from their entity in server/src/entities; the tables here hold no entity the API sends.
 */
import type { Generated, Selectable } from 'kysely';
import type { AdminsTable } from '../entities/admin.ts';
import type { BookingPaymentsTable } from '../entities/booking-payment.ts';
import type { BookingSharesTable, PaymentLinksTable } from '../entities/booking-share.ts';
import type { BookingTravellersTable } from '../entities/booking-traveller.ts';
import type { BookingsTable } from '../entities/booking.ts';
import type { CreatedAt } from '../entities/columns.ts';
import type { CouponsTable, ReferralCodesTable, ReferralRewardsTable } from '../entities/coupon.ts';
import type { CustomizationRequestsTable } from '../entities/customization-request.ts';
import type { DeparturesTable } from '../entities/departure.ts';
import type { DocumentCountersTable, DocumentsTable } from '../entities/document.ts';
import type { CheckInsTable, IncidentsTable, LeaderSyncOpsTable } from '../entities/leader.ts';
import type { MessagesTable } from '../entities/message.ts';
import type { RefundsTable } from '../entities/refund.ts';
import type { ReviewsTable } from '../entities/review.ts';
import type { StatisticsTable } from '../entities/statistics.ts';
import type { TripsTable } from '../entities/trip.ts';
import type { UsersTable } from '../entities/user.ts';
import type { VouchersTable } from '../entities/voucher.ts';
import type { WaitlistEntriesTable } from '../entities/waitlist-entry.ts';

export interface OtpCodesTable {
  /** The verificationId the client holds: random, unguessable. */
  id: string;
  countryCode: string;
  mobileNumber: string;
  username: string | null;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Date;
  consumedAt: Date | null;
  clientAddress: string;
  createdAt: CreatedAt;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  clientAddress: string;
  createdAt: CreatedAt;
}

export interface PaymentOrdersTable {
  id: Generated<string>;
  bookingId: string;
  provider: string;
  orderId: string;
  amountPaise: number;
  /** An order for one share of a split booking (its pay page). */
  shareId: Generated<string | null>;
  createdAt: CreatedAt;
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

/** A departure's trip leaders (staff with role leader): they see its roster and record its day. */
export interface DepartureLeadersTable {
  departureId: string;
  leaderId: string;
}

export interface Database {
  admins: AdminsTable;
  users: UsersTable;
  trips: TripsTable;
  reviews: ReviewsTable;
  statistics: StatisticsTable;
  customizationRequests: CustomizationRequestsTable;
  otpCodes: OtpCodesTable;
  loginFailures: LoginFailuresTable;
  departures: DeparturesTable;
  bookings: BookingsTable;
  bookingPayments: BookingPaymentsTable;
  bookingTravellers: BookingTravellersTable;
  waitlistEntries: WaitlistEntriesTable;
  paymentOrders: PaymentOrdersTable;
  bankAccounts: BankAccountsTable;
  documents: DocumentsTable;
  documentCounters: DocumentCountersTable;
  refunds: RefundsTable;
  vouchers: VouchersTable;
  messages: MessagesTable;
  coupons: CouponsTable;
  referralCodes: ReferralCodesTable;
  referralRewards: ReferralRewardsTable;
  departureLeaders: DepartureLeadersTable;
  checkIns: CheckInsTable;
  incidents: IncidentsTable;
  leaderSyncOps: LeaderSyncOpsTable;
  bookingShares: BookingSharesTable;
  paymentLinks: PaymentLinksTable;
}

export type OtpCodeRow = Selectable<OtpCodesTable>;
