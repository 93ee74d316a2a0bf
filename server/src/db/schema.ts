/** The database as Kysely sees it: one table type per table (snake_case columns, CamelCasePlugin maps them). */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns: parsed to numbers on read (see connect.ts), written as number or string. */
type Numeric = ColumnType<number, number | string, number | string>;

export interface AdminsTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  /** Tokens carry it; logout and a password change bump it, ending older tokens. */
  tokenVersion: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  isActive: Generated<boolean>;
  /** Tokens carry it; logout bumps it, ending older tokens. */
  tokenVersion: Generated<number>;
  createdAt: CreatedAt;
  lastLoginAt: Date | null;
}

export interface TripsTable {
  id: Generated<string>;
  place: string;
  startDate: string | null;
  endDate: string | null;
  date: string | null;
  price: Numeric;
  days: string;
  groupSize: number | null;
  description: string;
  googleSheetUrl: string;
  images: Generated<string[]>;
  video: string | null;
  itineraryPdf: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReviewsTable {
  id: Generated<string>;
  reviewerName: string;
  rating: number;
  reviewText: string;
  images: Generated<string[]>;
  video: string | null;
  tripId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface StatisticsTable {
  id: Generated<number>;
  amazingTrips: number;
  happyTravelers: number;
  destinations: number;
  updatedAt: UpdatedAt;
}

export interface CustomizationRequestsTable {
  id: Generated<string>;
  type: string;
  userId: string | null;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  tripId: string | null;
  tripName: string | null;
  tripPrice: Numeric | null;
  tripDays: string | null;
  preferredPlace: string;
  numberOfMembers: number;
  numberOfAdults: number | null;
  numberOfKids: number | null;
  tripType: string | null;
  startDate: string;
  endDate: string;
  additionalNotes: string | null;
  message: string;
  handled: Generated<boolean>;
  handledAt: Date | null;
  notificationStatus: Generated<string>;
  notificationAttempts: Generated<number>;
  notificationLastError: string | null;
  notifiedAt: Date | null;
  /** Next delivery try (or the lease of one in progress); null: due now. */
  notificationNextAttemptAt: Date | null;
  createdAt: CreatedAt;
}

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

export interface DeparturesTable {
  id: Generated<string>;
  tripId: string;
  startDate: string;
  endDate: string | null;
  seatsTotal: number;
  pricePerPersonPaise: number | null;
  depositPerPersonPaise: number | null;
  status: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Amounts are integer paise (bigint, parsed to numbers in connect.ts). */
export interface BookingsTable {
  id: Generated<string>;
  reference: string;
  tripId: string;
  departureId: string;
  userId: string;
  adults: number;
  kids: number;
  seats: number;
  travellers: ColumnType<{ name: string }[], string, string>;
  notes: string;
  pricePerPersonPaise: number;
  depositPerPersonPaise: number;
  totalPaise: number;
  depositPaise: number;
  amountPaidPaise: Generated<number>;
  /** Stored status; a pending_payment row past holdExpiresAt reads as expired. */
  status: string;
  holdExpiresAt: Date | null;
  notificationStatus: Generated<string>;
  notificationAttempts: Generated<number>;
  notificationLastError: string | null;
  notifiedAt: Date | null;
  notificationNextAttemptAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BookingPaymentsTable {
  id: Generated<string>;
  bookingId: string;
  amountPaise: number;
  method: string;
  status: Generated<string>;
  providerPaymentId: string | null;
  providerOrderId: string | null;
  paidAt: ColumnType<Date, Date | string | undefined, Date | string>;
  recordedBy: string | null;
  createdAt: CreatedAt;
}

export interface PaymentOrdersTable {
  id: Generated<string>;
  bookingId: string;
  provider: string;
  orderId: string;
  amountPaise: number;
  createdAt: CreatedAt;
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
  paymentOrders: PaymentOrdersTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type UserRow = Selectable<UsersTable>;
export type TripRow = Selectable<TripsTable>;
export type NewTripRow = Insertable<TripsTable>;
export type TripUpdate = Updateable<TripsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type NewReviewRow = Insertable<ReviewsTable>;
export type ReviewUpdate = Updateable<ReviewsTable>;
export type StatisticsRow = Selectable<StatisticsTable>;
export type CustomizationRequestRow = Selectable<CustomizationRequestsTable>;
export type NewCustomizationRequestRow = Insertable<CustomizationRequestsTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type DepartureRow = Selectable<DeparturesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingPaymentRow = Selectable<BookingPaymentsTable>;
