/** What the site offers: trips, their dated departures and leaders, reviews, the landing counters, customization requests. */
import type { ColumnType, Generated } from 'kysely';
import type { DepartureStatus } from '../../domain/bookings.ts';
import type { CancellationTier } from '../../domain/policies.ts';
import type { PlanStep } from '../../domain/payment-plan.ts';
import type { EarlyBird, GroupTier } from '../../domain/pricing.ts';
import type { ReviewSource, ReviewStatus } from '../../domain/review-statuses.ts';
import type { TripRequirements } from '../../domain/travellers.ts';
import type { TripTheme } from '../../domain/trip-themes.ts';
import type { CustomizationType } from '../../domain/types.ts';
import type { CreatedAt, Numeric, UpdatedAt } from './columns.ts';

export interface TripsTable {
  id: Generated<string>;
  place: string;
  startDate: string | null;
  endDate: string | null;
  date: string | null;
  /** numeric(12, 2), INR. */
  price: Numeric;
  days: string;
  groupSize: number | null;
  description: string;
  googleSheetUrl: string;
  /** text[] */
  images: Generated<string[]>;
  video: string | null;
  itineraryPdf: string | null;
  /** jsonb: the trip's own cancellation tiers; null: CANCELLATION_POLICY. */
  cancellationPolicy: ColumnType<CancellationTier[] | null, string | null, string | null>;
  gstRatePercent: number | null;
  /** text[] of theme slugs. */
  themes: Generated<TripTheme[]>;
  placeHi: string | null;
  descriptionHi: string | null;
  /** jsonb: group tiers by minimum seats; null: none. */
  groupDiscount: ColumnType<GroupTier[] | null, string | null, string | null>;
  /** jsonb: what each traveller must give; written as JSON text (repositories/trips.ts merges changes into it). */
  requirements: ColumnType<TripRequirements, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReviewsTable {
  id: Generated<string>;
  reviewerName: string;
  /** smallint, 1 to 5. */
  rating: Generated<number>;
  reviewText: Generated<string>;
  /** text[] */
  images: Generated<string[]>;
  video: string | null;
  tripId: string | null;
  status: Generated<ReviewStatus>;
  source: Generated<ReviewSource>;
  /** A traveller's review: the booking it is about. */
  bookingId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One row (id 1): the landing page's three counters. */
export interface StatisticsTable {
  id: Generated<number>;
  amazingTrips: Generated<number>;
  happyTravelers: Generated<number>;
  destinations: Generated<number>;
  updatedAt: UpdatedAt;
}

export interface CustomizationRequestsTable {
  id: Generated<string>;
  type: CustomizationType;
  userId: string | null;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  tripId: string | null;
  tripName: string | null;
  /** numeric(12, 2), INR. */
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
  /** The staff e-mail about it: pending, sent, failed or not_configured. */
  notificationStatus: Generated<string>;
  notificationLastError: string | null;
  notifiedAt: Date | null;
  createdAt: CreatedAt;
}

/** One dated run of a trip. */
export interface DeparturesTable {
  id: Generated<string>;
  tripId: string;
  startDate: string;
  endDate: string | null;
  seatsTotal: number;
  /** The departure's own prices (bigint paise); null: the trip's price, the adult price for children, and DEPOSIT_PERCENT of the price. */
  pricePerPersonPaise: number | null;
  kidPricePerPersonPaise: number | null;
  depositPerPersonPaise: number | null;
  status: Generated<DepartureStatus>;
  /** Days before the start the balance is due; null: BALANCE_DUE_DAYS. */
  balanceDueDays: number | null;
  /** Where and when to meet, sent before the start (trip_starting). */
  joiningInstructions: Generated<string>;
  /** jsonb */
  earlyBird: ColumnType<EarlyBird | null, string | null, string | null>;
  /** jsonb: the steps of its payment plan; null: the deposit and the balance. */
  paymentPlan: ColumnType<PlanStep[] | null, string | null, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A departure's trip leaders (staff with role leader): they see its roster and record its day. */
export interface DepartureLeadersTable {
  departureId: string;
  leaderId: string;
}
