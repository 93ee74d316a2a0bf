/**
 * Shapes of docs/product.md#entities as the API sends them (camelCase, ISO timestamps, dates as YYYY-MM-DD),
 * the package entry `@travel/server/entities`. Each entity is defined once, as a schema in this folder; its
 * type is exported here as a type only, so the site and the admin get no schema library in their bundles.
 * Types flow one way: entities read domain's rules, domain never imports from here (scripts/check-layering.mjs).
 */
export type { Admin } from './admin.ts';
export type { Booking, BookingUser } from './booking.ts';
export type { NewBooking } from './booking-body.ts';
export type { BookingTraveller, EmergencyContact, TravellerMobile, TravellerNameOnly, TravellerView } from './booking-traveller.ts';
export type { BookingPayment, OfflinePayment } from './booking-payment.ts';
export type { BookingSummary } from './booking-summary.ts';
export type { CustomizationRequest, CustomizationRequestBody } from './customization-request.ts';
export type { AdminDeparture, Departure, DepartureCancellationQuote, DepartureChanges, NextDeparture } from './departure.ts';
export type { OwnWaitlistEntry, QueuedWaitlistEntry, WaitlistEntry } from './waitlist-entry.ts';
export type { GstDocument } from './document.ts';
export type { FailedJob, JobState } from './failed-job.ts';
export type { Refund, RefundMethod, RefundStatus } from './refund.ts';
export type { Voucher, VoucherStatus } from './voucher.ts';
export type { Coupon, CouponUse, Pricing, PricingQuote, Referral } from './coupon.ts';
export type { FinanceMonth, FinanceReport, FinanceWeek, GstSummaryRow } from './finance-report.ts';
export type { CouponFigures, DiscountMonth, DiscountReport } from './discount-report.ts';
export type { PaymentProvider, PaymentRequest, VoucherUsed } from './payment-request.ts';
export type { BookingShare } from './booking-share.ts';
export type { PublicReview, Review } from './review.ts';
export type { Statistics } from './statistics.ts';
export type { Trip, TripRequirementsShape } from './trip.ts';
/** The site and the admin call the answer to a presigned upload request their upload's result. */
export type { PresignedUpload as UploadResult } from './upload.ts';
export type { User, UserStats } from './user.ts';
export type { DepartureCheckIn, Incident, LeaderDeparture, Roster, RosterTraveller, SyncResult } from './leader.ts';
