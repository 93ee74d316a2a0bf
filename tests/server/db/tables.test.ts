/**
 * The tables of db/tables against a migrated database. `expected` is typed from the interfaces, so
 * the compiler holds it to them (every table and column, nothing more, each column's nullability,
 * what its value reads as, and whether an insert may leave it out); this test holds it to what the
 * migrations leave in information_schema. A new column goes into both, or one of them fails.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type InsertType, type SelectType, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase, openPglite, pgliteParsers } from '../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import type { Database } from '../../../server/src/db/schema.ts';
import { adminDatabaseUrl, databaseUrlFor } from '../support/global-setup.ts';
import { usingPostgres } from '../support/test-app.ts';

/** The PostgreSQL types (information_schema's udt_name) a value read by db/connect.ts comes from. */
type StoredAs<Value> = [Value] extends [Date]
  ? 'timestamptz'
  : [Value] extends [number]
    ? 'int2' | 'int4' | 'int8' | 'numeric'
    : [Value] extends [boolean]
      ? 'bool'
      : [Value] extends [string]
        ? 'text' | 'uuid' | 'date'
        : [Value] extends [string[]]
          ? '_text' | 'jsonb'
          : 'jsonb';

interface ColumnFacts<Column> {
  type: StoredAs<NonNullable<SelectType<Column>>>;
  nullable: null extends SelectType<Column> ? true : false;
  /** A default (or an identity): an insert may leave it out, or (GENERATED ALWAYS) must. */
  hasDefault: [InsertType<Column>] extends [never] ? true : undefined extends InsertType<Column> ? true : false;
}

type Facts = { [Table in keyof Database]: { [Column in keyof Database[Table]]-?: ColumnFacts<Database[Table][Column]> } };

const expected: Facts = {
  admins: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    email: { type: 'text', nullable: false, hasDefault: false },
    passwordHash: { type: 'text', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    tokenVersion: { type: 'int4', nullable: false, hasDefault: true },
    name: { type: 'text', nullable: false, hasDefault: true },
    role: { type: 'text', nullable: false, hasDefault: true },
    status: { type: 'text', nullable: false, hasDefault: true },
  },
  bankAccounts: {
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    providerAccountId: { type: 'text', nullable: false, hasDefault: false },
    accountNumber: { type: 'text', nullable: false, hasDefault: false },
    ifsc: { type: 'text', nullable: false, hasDefault: false },
    name: { type: 'text', nullable: false, hasDefault: false },
    upiId: { type: 'text', nullable: true, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    closedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
  },
  bookingPayments: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    method: { type: 'text', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    providerPaymentId: { type: 'text', nullable: true, hasDefault: false },
    providerOrderId: { type: 'text', nullable: true, hasDefault: false },
    paidAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    recordedBy: { type: 'uuid', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    voucherId: { type: 'uuid', nullable: true, hasDefault: false },
    amountRefundedPaise: { type: 'int8', nullable: false, hasDefault: true },
    reference: { type: 'text', nullable: true, hasDefault: false },
    shareId: { type: 'uuid', nullable: true, hasDefault: false },
  },
  bookingShares: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    travellerId: { type: 'uuid', nullable: true, hasDefault: false },
    position: { type: 'int4', nullable: false, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    depositPaise: { type: 'int8', nullable: false, hasDefault: false },
    amountPaidPaise: { type: 'int8', nullable: false, hasDefault: true },
    token: { type: 'text', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  bookingTravellers: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    position: { type: 'int4', nullable: false, hasDefault: false },
    lead: { type: 'bool', nullable: false, hasDefault: true },
    kind: { type: 'text', nullable: false, hasDefault: false },
    name: { type: 'text', nullable: false, hasDefault: true },
    gender: { type: 'text', nullable: true, hasDefault: false },
    dateOfBirth: { type: 'date', nullable: true, hasDefault: false },
    mobileCountryCode: { type: 'text', nullable: true, hasDefault: false },
    mobileNumber: { type: 'text', nullable: true, hasDefault: false },
    idType: { type: 'text', nullable: true, hasDefault: false },
    idLast4: { type: 'text', nullable: true, hasDefault: false },
    emergencyName: { type: 'text', nullable: true, hasDefault: false },
    emergencyRelation: { type: 'text', nullable: true, hasDefault: false },
    emergencyCountryCode: { type: 'text', nullable: true, hasDefault: false },
    emergencyNumber: { type: 'text', nullable: true, hasDefault: false },
    medicalNotes: { type: 'text', nullable: false, hasDefault: true },
    dietary: { type: 'text', nullable: false, hasDefault: true },
    consentVersion: { type: 'int4', nullable: true, hasDefault: false },
    consentName: { type: 'text', nullable: true, hasDefault: false },
    consentAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    fitnessStatus: { type: 'text', nullable: false, hasDefault: true },
    fitnessReason: { type: 'text', nullable: true, hasDefault: false },
    fitnessFile: { type: 'text', nullable: true, hasDefault: false },
    claimedBy: { type: 'uuid', nullable: true, hasDefault: false },
    inviteTokenHash: { type: 'text', nullable: true, hasDefault: false },
    inviteExpiresAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    personalDataErasedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  bookings: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    reference: { type: 'text', nullable: false, hasDefault: false },
    tripId: { type: 'uuid', nullable: false, hasDefault: false },
    departureId: { type: 'uuid', nullable: false, hasDefault: false },
    userId: { type: 'uuid', nullable: false, hasDefault: false },
    adults: { type: 'int4', nullable: false, hasDefault: false },
    kids: { type: 'int4', nullable: false, hasDefault: true },
    seats: { type: 'int4', nullable: false, hasDefault: false },
    travellers: { type: 'jsonb', nullable: false, hasDefault: true },
    notes: { type: 'text', nullable: false, hasDefault: true },
    pricePerPersonPaise: { type: 'int8', nullable: false, hasDefault: false },
    depositPerPersonPaise: { type: 'int8', nullable: false, hasDefault: false },
    totalPaise: { type: 'int8', nullable: false, hasDefault: false },
    depositPaise: { type: 'int8', nullable: false, hasDefault: false },
    amountPaidPaise: { type: 'int8', nullable: false, hasDefault: true },
    status: { type: 'text', nullable: false, hasDefault: false },
    holdExpiresAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    notificationStatus: { type: 'text', nullable: false, hasDefault: true },
    notificationLastError: { type: 'text', nullable: true, hasDefault: false },
    notifiedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    kidPricePerPersonPaise: { type: 'int8', nullable: false, hasDefault: false },
    billingState: { type: 'text', nullable: true, hasDefault: false },
    billingGstin: { type: 'text', nullable: true, hasDefault: false },
    billingName: { type: 'text', nullable: true, hasDefault: false },
    balanceDueDate: { type: 'date', nullable: false, hasDefault: false },
    cancellationPolicy: { type: 'jsonb', nullable: true, hasDefault: false },
    amountRefundedPaise: { type: 'int8', nullable: false, hasDefault: true },
    cancelledAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    cancelledBy: { type: 'text', nullable: true, hasDefault: false },
    cancellationRetainedPaise: { type: 'int8', nullable: true, hasDefault: false },
    cancellationRefundPaise: { type: 'int8', nullable: true, hasDefault: false },
    cancellationVoucherPaise: { type: 'int8', nullable: true, hasDefault: false },
    cancellationRefundTo: { type: 'text', nullable: true, hasDefault: false },
    cancellationReason: { type: 'text', nullable: true, hasDefault: false },
    whatsappOptIn: { type: 'bool', nullable: false, hasDefault: true },
    remindersStoppedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    language: { type: 'text', nullable: false, hasDefault: true },
    pricing: { type: 'jsonb', nullable: true, hasDefault: false },
    couponId: { type: 'uuid', nullable: true, hasDefault: false },
    referrerUserId: { type: 'uuid', nullable: true, hasDefault: false },
    instalmentPlan: { type: 'jsonb', nullable: true, hasDefault: false },
  },
  checkIns: {
    travellerId: { type: 'uuid', nullable: false, hasDefault: false },
    point: { type: 'text', nullable: false, hasDefault: false },
    departureId: { type: 'uuid', nullable: false, hasDefault: false },
    present: { type: 'bool', nullable: false, hasDefault: false },
    at: { type: 'timestamptz', nullable: false, hasDefault: false },
    by: { type: 'uuid', nullable: true, hasDefault: false },
    opId: { type: 'uuid', nullable: false, hasDefault: false },
  },
  coupons: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    code: { type: 'text', nullable: false, hasDefault: false },
    kind: { type: 'text', nullable: false, hasDefault: false },
    percent: { type: 'int4', nullable: true, hasDefault: false },
    amountPaise: { type: 'int8', nullable: true, hasDefault: false },
    tripIds: { type: 'jsonb', nullable: false, hasDefault: true },
    validFrom: { type: 'date', nullable: true, hasDefault: false },
    validUntil: { type: 'date', nullable: true, hasDefault: false },
    maxUses: { type: 'int4', nullable: true, hasDefault: false },
    maxUsesPerTraveller: { type: 'int4', nullable: false, hasDefault: true },
    minSeats: { type: 'int4', nullable: false, hasDefault: true },
    status: { type: 'text', nullable: false, hasDefault: true },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  customizationRequests: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    type: { type: 'text', nullable: false, hasDefault: false },
    userId: { type: 'uuid', nullable: true, hasDefault: false },
    username: { type: 'text', nullable: false, hasDefault: false },
    mobileNumber: { type: 'text', nullable: false, hasDefault: false },
    countryCode: { type: 'text', nullable: false, hasDefault: false },
    email: { type: 'text', nullable: true, hasDefault: false },
    tripId: { type: 'uuid', nullable: true, hasDefault: false },
    tripName: { type: 'text', nullable: true, hasDefault: false },
    tripPrice: { type: 'numeric', nullable: true, hasDefault: false },
    tripDays: { type: 'text', nullable: true, hasDefault: false },
    preferredPlace: { type: 'text', nullable: false, hasDefault: false },
    numberOfMembers: { type: 'int4', nullable: false, hasDefault: false },
    numberOfAdults: { type: 'int4', nullable: true, hasDefault: false },
    numberOfKids: { type: 'int4', nullable: true, hasDefault: false },
    tripType: { type: 'text', nullable: true, hasDefault: false },
    startDate: { type: 'date', nullable: false, hasDefault: false },
    endDate: { type: 'date', nullable: false, hasDefault: false },
    additionalNotes: { type: 'text', nullable: true, hasDefault: false },
    message: { type: 'text', nullable: false, hasDefault: false },
    handled: { type: 'bool', nullable: false, hasDefault: true },
    handledAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    notificationStatus: { type: 'text', nullable: false, hasDefault: true },
    notificationLastError: { type: 'text', nullable: true, hasDefault: false },
    notifiedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  departureLeaders: {
    departureId: { type: 'uuid', nullable: false, hasDefault: false },
    leaderId: { type: 'uuid', nullable: false, hasDefault: false },
  },
  departures: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    tripId: { type: 'uuid', nullable: false, hasDefault: false },
    startDate: { type: 'date', nullable: false, hasDefault: false },
    endDate: { type: 'date', nullable: true, hasDefault: false },
    seatsTotal: { type: 'int4', nullable: false, hasDefault: false },
    pricePerPersonPaise: { type: 'int8', nullable: true, hasDefault: false },
    depositPerPersonPaise: { type: 'int8', nullable: true, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    kidPricePerPersonPaise: { type: 'int8', nullable: true, hasDefault: false },
    balanceDueDays: { type: 'int4', nullable: true, hasDefault: false },
    joiningInstructions: { type: 'text', nullable: false, hasDefault: true },
    earlyBird: { type: 'jsonb', nullable: true, hasDefault: false },
    paymentPlan: { type: 'jsonb', nullable: true, hasDefault: false },
  },
  documentCounters: {
    series: { type: 'text', nullable: false, hasDefault: false },
    financialYear: { type: 'text', nullable: false, hasDefault: false },
    lastSequence: { type: 'int4', nullable: false, hasDefault: true },
  },
  documents: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    type: { type: 'text', nullable: false, hasDefault: false },
    number: { type: 'text', nullable: false, hasDefault: false },
    series: { type: 'text', nullable: false, hasDefault: false },
    financialYear: { type: 'text', nullable: false, hasDefault: false },
    sequence: { type: 'int4', nullable: false, hasDefault: false },
    issuedOn: { type: 'date', nullable: false, hasDefault: false },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    paymentId: { type: 'uuid', nullable: true, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    taxablePaise: { type: 'int8', nullable: false, hasDefault: false },
    cgstPaise: { type: 'int8', nullable: false, hasDefault: true },
    sgstPaise: { type: 'int8', nullable: false, hasDefault: true },
    igstPaise: { type: 'int8', nullable: false, hasDefault: true },
    gstRatePercent: { type: 'int4', nullable: false, hasDefault: false },
    placeOfSupply: { type: 'text', nullable: false, hasDefault: false },
    sac: { type: 'text', nullable: false, hasDefault: false },
    relatedNumbers: { type: 'jsonb', nullable: false, hasDefault: true },
    buyerName: { type: 'text', nullable: false, hasDefault: false },
    buyerMobile: { type: 'text', nullable: false, hasDefault: false },
    buyerGstin: { type: 'text', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    refundId: { type: 'uuid', nullable: true, hasDefault: false },
  },
  incidents: {
    id: { type: 'uuid', nullable: false, hasDefault: false },
    departureId: { type: 'uuid', nullable: false, hasDefault: false },
    travellerId: { type: 'uuid', nullable: true, hasDefault: false },
    text: { type: 'text', nullable: false, hasDefault: false },
    at: { type: 'timestamptz', nullable: false, hasDefault: false },
    by: { type: 'uuid', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  leaderSyncOps: {
    id: { type: 'uuid', nullable: false, hasDefault: false },
    leaderId: { type: 'uuid', nullable: true, hasDefault: false },
    type: { type: 'text', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: false },
    error: { type: 'text', nullable: true, hasDefault: false },
    receivedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  loginFailures: {
    id: { type: 'int8', nullable: false, hasDefault: true },
    email: { type: 'text', nullable: false, hasDefault: false },
    clientAddress: { type: 'text', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  messages: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    template: { type: 'text', nullable: false, hasDefault: false },
    channel: { type: 'text', nullable: false, hasDefault: false },
    recipient: { type: 'text', nullable: false, hasDefault: false },
    params: { type: 'jsonb', nullable: false, hasDefault: true },
    essential: { type: 'bool', nullable: false, hasDefault: true },
    status: { type: 'text', nullable: false, hasDefault: true },
    sendAt: { type: 'timestamptz', nullable: false, hasDefault: false },
    sentAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    error: { type: 'text', nullable: true, hasDefault: false },
    jobId: { type: 'text', nullable: true, hasDefault: false },
    providerMessageId: { type: 'text', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    urgent: { type: 'bool', nullable: false, hasDefault: true },
    sendingAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    toCountryCode: { type: 'text', nullable: true, hasDefault: false },
    toMobileNumber: { type: 'text', nullable: true, hasDefault: false },
  },
  otpCodes: {
    id: { type: 'text', nullable: false, hasDefault: false },
    countryCode: { type: 'text', nullable: false, hasDefault: false },
    mobileNumber: { type: 'text', nullable: false, hasDefault: false },
    username: { type: 'text', nullable: true, hasDefault: false },
    purpose: { type: 'text', nullable: false, hasDefault: false },
    codeHash: { type: 'text', nullable: false, hasDefault: false },
    attempts: { type: 'int4', nullable: false, hasDefault: true },
    expiresAt: { type: 'timestamptz', nullable: false, hasDefault: false },
    consumedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    clientAddress: { type: 'text', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  paymentLinks: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    purpose: { type: 'text', nullable: false, hasDefault: false },
    referenceId: { type: 'uuid', nullable: false, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    linkId: { type: 'text', nullable: true, hasDefault: false },
    shortUrl: { type: 'text', nullable: true, hasDefault: false },
    error: { type: 'text', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  paymentOrders: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    provider: { type: 'text', nullable: false, hasDefault: false },
    orderId: { type: 'text', nullable: false, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    shareId: { type: 'uuid', nullable: true, hasDefault: false },
  },
  referralCodes: {
    userId: { type: 'uuid', nullable: false, hasDefault: false },
    code: { type: 'text', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  referralRewards: {
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    referrerUserId: { type: 'uuid', nullable: false, hasDefault: false },
    voucherId: { type: 'uuid', nullable: false, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  refunds: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: false, hasDefault: false },
    paymentId: { type: 'uuid', nullable: true, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    method: { type: 'text', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    providerRefundId: { type: 'text', nullable: true, hasDefault: false },
    reference: { type: 'text', nullable: true, hasDefault: false },
    recordedBy: { type: 'uuid', nullable: true, hasDefault: false },
    processedAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  reviews: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    reviewerName: { type: 'text', nullable: false, hasDefault: false },
    rating: { type: 'int2', nullable: false, hasDefault: true },
    reviewText: { type: 'text', nullable: false, hasDefault: true },
    images: { type: '_text', nullable: false, hasDefault: true },
    video: { type: 'text', nullable: true, hasDefault: false },
    tripId: { type: 'uuid', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    status: { type: 'text', nullable: false, hasDefault: true },
    source: { type: 'text', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: true, hasDefault: false },
  },
  statistics: {
    id: { type: 'int2', nullable: false, hasDefault: true },
    amazingTrips: { type: 'int4', nullable: false, hasDefault: true },
    happyTravelers: { type: 'int4', nullable: false, hasDefault: true },
    destinations: { type: 'int4', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  trips: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    place: { type: 'text', nullable: false, hasDefault: false },
    startDate: { type: 'date', nullable: true, hasDefault: false },
    endDate: { type: 'date', nullable: true, hasDefault: false },
    date: { type: 'date', nullable: true, hasDefault: false },
    price: { type: 'numeric', nullable: false, hasDefault: false },
    days: { type: 'text', nullable: false, hasDefault: false },
    groupSize: { type: 'int4', nullable: true, hasDefault: false },
    description: { type: 'text', nullable: false, hasDefault: false },
    googleSheetUrl: { type: 'text', nullable: false, hasDefault: false },
    images: { type: '_text', nullable: false, hasDefault: true },
    video: { type: 'text', nullable: true, hasDefault: false },
    itineraryPdf: { type: 'text', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    gstRatePercent: { type: 'int4', nullable: true, hasDefault: false },
    cancellationPolicy: { type: 'jsonb', nullable: true, hasDefault: false },
    themes: { type: '_text', nullable: false, hasDefault: true },
    placeHi: { type: 'text', nullable: true, hasDefault: false },
    descriptionHi: { type: 'text', nullable: true, hasDefault: false },
    requirements: { type: 'jsonb', nullable: false, hasDefault: true },
    groupDiscount: { type: 'jsonb', nullable: true, hasDefault: false },
  },
  users: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    username: { type: 'text', nullable: false, hasDefault: false },
    mobileNumber: { type: 'text', nullable: false, hasDefault: false },
    countryCode: { type: 'text', nullable: false, hasDefault: false },
    email: { type: 'text', nullable: true, hasDefault: false },
    isActive: { type: 'bool', nullable: false, hasDefault: true },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    lastLoginAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    tokenVersion: { type: 'int4', nullable: false, hasDefault: true },
  },
  vouchers: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    code: { type: 'text', nullable: false, hasDefault: false },
    userId: { type: 'uuid', nullable: false, hasDefault: false },
    amountPaise: { type: 'int8', nullable: false, hasDefault: false },
    balancePaise: { type: 'int8', nullable: false, hasDefault: false },
    expiresAt: { type: 'timestamptz', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    sourceBookingId: { type: 'uuid', nullable: true, hasDefault: false },
    issuedBy: { type: 'uuid', nullable: true, hasDefault: false },
    note: { type: 'text', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
  },
  waitlistEntries: {
    id: { type: 'uuid', nullable: false, hasDefault: true },
    departureId: { type: 'uuid', nullable: false, hasDefault: false },
    userId: { type: 'uuid', nullable: false, hasDefault: false },
    seats: { type: 'int4', nullable: false, hasDefault: false },
    queueOrder: { type: 'int4', nullable: false, hasDefault: false },
    status: { type: 'text', nullable: false, hasDefault: true },
    bookingId: { type: 'uuid', nullable: true, hasDefault: false },
    offeredAt: { type: 'timestamptz', nullable: true, hasDefault: false },
    createdAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    updatedAt: { type: 'timestamptz', nullable: false, hasDefault: true },
    language: { type: 'text', nullable: false, hasDefault: true },
  },
};

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

describe('the tables Kysely is given (db/tables)', () => {
  let database: OpenedDatabase;
  // A database of its own, migrated here: what the migrations leave, not the suite's template.
  const emptyPostgres = `travel_tables_${randomBytes(4).toString('hex')}`;
  const postgresAdmin = new pg.Client({ connectionString: adminDatabaseUrl() });

  beforeAll(async () => {
    if (usingPostgres()) {
      await postgresAdmin.connect();
      await postgresAdmin.query(`CREATE DATABASE ${emptyPostgres}`);
      database = await openDatabase({ databaseUrl: databaseUrlFor(emptyPostgres), dataDir: '' });
    } else {
      database = openPglite(await PGlite.create({ parsers: pgliteParsers }));
    }
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    if (!usingPostgres()) return;
    await postgresAdmin.query(`DROP DATABASE IF EXISTS ${emptyPostgres} WITH (FORCE)`);
    await postgresAdmin.end();
  });

  it('are the migrated tables, column by column: type, nullability and default', async () => {
    const { rows } = await sql<{
      tableName: string;
      columnName: string;
      udtName: string;
      isNullable: 'YES' | 'NO';
      columnDefault: string | null;
      isIdentity: 'YES' | 'NO';
    }>`
      select table_name, column_name, udt_name, is_nullable, column_default, is_identity
      from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position
    `.execute(database.db);
    const migrated: Record<string, Record<string, { type: string; nullable: boolean; hasDefault: boolean }>> = {};
    for (const row of rows) {
      const table = (migrated[camelCase(row.tableName)] ??= {});
      table[camelCase(row.columnName)] = {
        type: row.udtName,
        nullable: row.isNullable === 'YES',
        hasDefault: row.columnDefault !== null || row.isIdentity === 'YES',
      };
    }
    expect(migrated).toEqual(expected);
  });
});
