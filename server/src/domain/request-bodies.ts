/**
 * The request bodies the domain's parsers give, and the forms' fields before checking (any value). The
 * domain owns these shapes; the API's schemas in server/src/entities document the same ones, and
 * tests/server/entities/domain-shapes.test.ts keeps each pair equal.
 */
import type { DepartureStatus, OfflinePaymentMethod } from './bookings.ts';
import type { Language } from './languages.ts';
import type { PlanStep } from './payment-plan.ts';
import type { CouponKind, CouponStatus, EarlyBird } from './pricing.ts';

/** POST /bookings as parseBooking gives it (entities NewBooking). */
export interface BookingBody {
  departureId: string;
  adults: number;
  kids?: number;
  travellers?: { name: string }[];
  notes?: string;
  billingState?: string;
  billingGstin?: string | null;
  billingName?: string | null;
  language?: Language;
  whatsappOptIn?: boolean;
  couponCode?: string;
  split?: boolean;
}
/** A reservation form's fields before checking: any value. */
export type BookingInput = { [K in keyof BookingBody]?: unknown };

/** A payment an admin records, as parseOfflinePayment gives it (entities OfflinePayment). */
export interface OfflinePaymentBody {
  amount: number;
  method: OfflinePaymentMethod;
  reference?: string | null;
  paidAt?: string | null;
  shareId?: string | null;
}
/** The payment form's fields before checking: any value. */
export type OfflinePaymentInput = { [K in keyof OfflinePaymentBody]?: unknown };

/** A departure created or changed, as parseDeparture gives it: only the fields given (entities DepartureChanges). */
export interface DepartureBody {
  tripId?: string;
  startDate?: string;
  endDate?: string | null;
  seatsTotal?: number;
  pricePerPerson?: number | null;
  kidPricePerPerson?: number | null;
  depositPerPerson?: number | null;
  status?: DepartureStatus;
  balanceDueDays?: number | null;
  joiningInstructions?: string;
  earlyBird?: EarlyBird | null;
  paymentPlan?: PlanStep[] | null;
  leaderIds?: string[];
}
/** The departure form's fields before checking: any value. */
export type DepartureInput = { [K in keyof DepartureBody]?: unknown };

/** A coupon created or changed, as parseCoupon gives it: only the fields given (entities CouponChanges). */
export interface CouponBody {
  code?: string;
  kind?: CouponKind;
  value?: number;
  tripIds?: string[] | null;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  maxUsesPerTraveller?: number;
  minSeats?: number;
  status?: CouponStatus;
}
/** The coupon form's fields before checking: any value. */
export type CouponInput = { [K in keyof CouponBody]?: unknown };
