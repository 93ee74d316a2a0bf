/**
 * Shapes of docs/product.md#entities as the API sends them (camelCase, ISO timestamps, dates as YYYY-MM-DD).
 * Each entity is defined once, as a schema in server/src/entities; its type is re-exported here as a
 * type only, so the site and the admin get no schema library in their bundles.
 */
export type { Admin } from '../entities/admin.ts';
export type { Booking, BookingUser } from '../entities/booking.ts';
export type { BookingInput, NewBooking } from '../entities/booking-body.ts';
export type {
  BookingTraveller,
  EmergencyContact,
  TravellerMobile,
  TravellerNameOnly,
  TravellerView,
} from '../entities/booking-traveller.ts';
export type { BookingPayment, OfflinePayment, OfflinePaymentInput } from '../entities/booking-payment.ts';
export type { BookingSummary } from '../entities/booking-summary.ts';
export type { CustomizationRequest, CustomizationRequestBody } from '../entities/customization-request.ts';
export type {
  AdminDeparture,
  Departure,
  DepartureCancellationQuote,
  DepartureChanges,
  DepartureInput,
  NextDeparture,
} from '../entities/departure.ts';
export type { OwnWaitlistEntry, QueuedWaitlistEntry, WaitlistEntry } from '../entities/waitlist-entry.ts';
export type { GstDocument } from '../entities/document.ts';
export type { FailedJob, JobState } from '../entities/failed-job.ts';
export type { Refund, RefundMethod, RefundStatus } from '../entities/refund.ts';
export type { Voucher, VoucherStatus } from '../entities/voucher.ts';
export type { Coupon, CouponInput, CouponUse, Pricing, PricingQuote, Referral } from '../entities/coupon.ts';
export type { FinanceMonth, FinanceReport, FinanceWeek, GstSummaryRow } from '../entities/finance-report.ts';
export type { CouponFigures, DiscountMonth, DiscountReport } from '../entities/discount-report.ts';
export type { PaymentProvider, PaymentRequest, VoucherUsed } from '../entities/payment-request.ts';
export type { BookingShare } from '../entities/booking-share.ts';
export type { PublicReview, Review } from '../entities/review.ts';
export type { Statistics } from '../entities/statistics.ts';
export type { Trip, TripRequirementsShape } from '../entities/trip.ts';
export type { PresignedUpload as UploadResult } from '../entities/upload.ts';
export type { User, UserStats } from '../entities/user.ts';

export const tripTypes = [
  { value: 'family-trip', label: 'Family Trip' },
  { value: 'friends-trip', label: 'Friends Trip' },
  { value: 'womens-trip', label: "Women's Trip" },
  { value: 'honeymoon-trip', label: 'Honeymoon Trip' },
  { value: 'adventure-trip', label: 'Adventure Trip' },
  { value: 'corporate', label: 'Corporate Trip' },
] as const;
export type TripType = (typeof tripTypes)[number]['value'];

export const customizationTypes = ['trip_customization', 'general_customization'] as const;
export type CustomizationType = (typeof customizationTypes)[number];

/** What the customization modal collects (docs/product.md#screens). */
export interface CustomizationForm {
  preferredPlace: string;
  numberOfMembers: number | string;
  startDate: string;
  endDate: string;
  numberOfAdults: number | string;
  numberOfKids: number | string;
  tripType: string;
  additionalNotes: string;
}

export type UserType = 'admin' | 'user';
export type { DepartureCheckIn, Incident, LeaderDeparture, Roster, RosterTraveller, SyncResult } from '../entities/leader.ts';
