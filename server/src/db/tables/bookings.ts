/** Bookings, the travellers of their seats, their shares when split, and the waitlists of sold-out departures. */
import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus } from '../../domain/bookings.ts';
import type { CancelledBy, RefundTo } from '../../domain/cancellation.ts';
import type { Language } from '../../domain/languages.ts';
import type { PlannedInstalment } from '../../domain/payment-plan.ts';
import type { CancellationTier } from '../../domain/policies.ts';
import type { PricingPaise } from '../../domain/pricing.ts';
import type { FitnessProofStatus, Gender, IdType, TravellerKind } from '../../domain/travellers.ts';
import type { WaitlistStatus } from '../../domain/waitlist.ts';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** Amounts are integer paise (bigint, parsed to numbers in db/connect.ts). */
export interface BookingsTable {
  id: Generated<string>;
  /** 8 characters from A-Z and 2-9. */
  reference: string;
  tripId: string;
  departureId: string;
  userId: string;
  adults: number;
  kids: Generated<number>;
  seats: number;
  /** jsonb: the names given at booking, as given (the records in booking_travellers are the truth; search reads these too). */
  travellers: ColumnType<{ name: string }[], string | undefined, string>;
  notes: Generated<string>;
  pricePerPersonPaise: number;
  kidPricePerPersonPaise: number;
  depositPerPersonPaise: number;
  totalPaise: number;
  depositPaise: number;
  amountPaidPaise: Generated<number>;
  amountRefundedPaise: Generated<number>;
  /** The stored status: a pending_payment row past holdExpiresAt reads as expired (entities/booking.ts effectiveStatus). */
  status: BookingStatus;
  holdExpiresAt: Date | null;
  /** The staff e-mail about it. */
  notificationStatus: Generated<string>;
  notificationLastError: string | null;
  notifiedAt: Date | null;
  /** GST state code of the traveller. */
  billingState: string | null;
  billingGstin: string | null;
  billingName: string | null;
  balanceDueDate: string;
  /** jsonb: the tiers in force when it was made; null: made before tiers were copied, CANCELLATION_POLICY applies. */
  cancellationPolicy: ColumnType<CancellationTier[] | null, string | null, string | null>;
  /** jsonb: the instalments of the departure's payment plan when it was made; null: the deposit and the balance. */
  instalmentPlan: ColumnType<PlannedInstalment[] | null, string | null, string | null>;
  /** jsonb: the lines it was priced with (paise); null: made before pricing lines, no discount. */
  pricing: ColumnType<Pick<PricingPaise, 'pricePerPersonPaise' | 'lines'> | null, string | null, string | null>;
  couponId: string | null;
  referrerUserId: string | null;
  cancelledAt: Date | null;
  cancelledBy: CancelledBy | null;
  cancellationRetainedPaise: number | null;
  cancellationRefundPaise: number | null;
  cancellationVoucherPaise: number | null;
  cancellationRefundTo: RefundTo | null;
  cancellationReason: string | null;
  /** WhatsApp for this booking's messages (else SMS). */
  whatsappOptIn: Generated<boolean>;
  /** Set when the traveller stopped non-essential messages (reminders, the review request). */
  remindersStoppedAt: Date | null;
  language: Generated<Language>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One record per seat, by position (the lead's is the first). */
export interface BookingTravellersTable {
  id: Generated<string>;
  bookingId: string;
  position: number;
  lead: Generated<boolean>;
  kind: TravellerKind;
  name: Generated<string>;
  gender: Gender | null;
  dateOfBirth: string | null;
  mobileCountryCode: string | null;
  mobileNumber: string | null;
  idType: IdType | null;
  /** Only the ID number's last four characters are kept. */
  idLast4: string | null;
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyCountryCode: string | null;
  emergencyNumber: string | null;
  medicalNotes: Generated<string>;
  dietary: Generated<string>;
  consentVersion: number | null;
  consentName: string | null;
  consentAt: Date | null;
  fitnessStatus: Generated<FitnessProofStatus>;
  fitnessReason: string | null;
  /** The stored file's key in the upload storage; never sent. */
  fitnessFile: string | null;
  /** The traveller account that claimed the record. */
  claimedBy: string | null;
  /** SHA-256 of the invitation's token (the token itself is never stored). */
  inviteTokenHash: string | null;
  inviteExpiresAt: Date | null;
  personalDataErasedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A split booking's share: one per adult (the kids on the lead's), each paid on its own page. */
export interface BookingSharesTable {
  id: Generated<string>;
  bookingId: string;
  travellerId: string | null;
  position: number;
  amountPaise: number;
  depositPaise: number;
  amountPaidPaise: Generated<number>;
  /** The pay page's token, /pay/<token>. */
  token: string;
  createdAt: CreatedAt;
}

export interface WaitlistEntriesTable {
  id: Generated<string>;
  departureId: string;
  userId: string;
  seats: number;
  queueOrder: number;
  status: Generated<WaitlistStatus>;
  bookingId: string | null;
  offeredAt: Date | null;
  /** The language of the page it was joined on: the offer's booking and its messages go in it. */
  language: Generated<Language>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
