/**
 * Every table of the database as Kysely sees it, column by column as the migrations (migrations/*.ts)
 * leave it: snake_case in PostgreSQL, camelCase here (CamelCasePlugin maps them). `Generated` marks a
 * column with a default (optional on insert), `ColumnType` one read and written differently (jsonb is
 * read as its value and written as JSON text). tests/server/db/tables.test.ts checks them against a
 * migrated database.
 */
import type { AdminsTable, LoginFailuresTable, OtpCodesTable, UsersTable } from './accounts.ts';
import type { BookingSharesTable, BookingsTable, BookingTravellersTable, WaitlistEntriesTable } from './bookings.ts';
import type {
  CustomizationRequestsTable,
  DepartureLeadersTable,
  DeparturesTable,
  ReviewsTable,
  StatisticsTable,
  TripsTable,
} from './catalogue.ts';
import type { CouponsTable, DocumentCountersTable, DocumentsTable, ReferralCodesTable, ReferralRewardsTable } from './documents.ts';
import type { CheckInsTable, IncidentsTable, LeaderSyncOpsTable, MessagesTable } from './messages.ts';
import type {
  BankAccountsTable,
  BookingPaymentsTable,
  PaymentLinksTable,
  PaymentOrdersTable,
  RefundsTable,
  VouchersTable,
} from './money.ts';

export type * from './accounts.ts';
export type * from './bookings.ts';
export type * from './catalogue.ts';
export type * from './columns.ts';
export type * from './documents.ts';
export type * from './messages.ts';
export type * from './money.ts';

export interface Database {
  admins: AdminsTable;
  users: UsersTable;
  otpCodes: OtpCodesTable;
  loginFailures: LoginFailuresTable;
  trips: TripsTable;
  reviews: ReviewsTable;
  statistics: StatisticsTable;
  customizationRequests: CustomizationRequestsTable;
  departures: DeparturesTable;
  departureLeaders: DepartureLeadersTable;
  bookings: BookingsTable;
  bookingTravellers: BookingTravellersTable;
  bookingShares: BookingSharesTable;
  waitlistEntries: WaitlistEntriesTable;
  bookingPayments: BookingPaymentsTable;
  paymentOrders: PaymentOrdersTable;
  paymentLinks: PaymentLinksTable;
  bankAccounts: BankAccountsTable;
  refunds: RefundsTable;
  vouchers: VouchersTable;
  documents: DocumentsTable;
  documentCounters: DocumentCountersTable;
  coupons: CouponsTable;
  referralCodes: ReferralCodesTable;
  referralRewards: ReferralRewardsTable;
  messages: MessagesTable;
  checkIns: CheckInsTable;
  incidents: IncidentsTable;
  leaderSyncOps: LeaderSyncOpsTable;
}
