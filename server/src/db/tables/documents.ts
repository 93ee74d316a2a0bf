/** GST documents and their numbering, coupons and referrals. */
import type { ColumnType, Generated } from 'kysely';
import type { DocumentType } from '../../domain/documents.ts';
import type { CouponKind, CouponStatus } from '../../domain/pricing.ts';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** Amounts are integer paise; the buyer is a snapshot taken when it was issued. */
export interface DocumentsTable {
  id: Generated<string>;
  type: DocumentType;
  /** <series>/<financial year>/<six digits>, e.g. INV/26-27/000042. */
  number: string;
  series: string;
  financialYear: string;
  sequence: number;
  issuedOn: string;
  bookingId: string;
  paymentId: string | null;
  /** The refund a refund voucher or credit note is for. */
  refundId: string | null;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: Generated<number>;
  sgstPaise: Generated<number>;
  igstPaise: Generated<number>;
  gstRatePercent: number;
  /** GST state code. */
  placeOfSupply: string;
  sac: string;
  /** jsonb: the numbers of the documents this one settles (a tax invoice's receipt vouchers). */
  relatedNumbers: ColumnType<string[], string | undefined, string>;
  buyerName: string;
  buyerMobile: string;
  buyerGstin: string | null;
  createdAt: CreatedAt;
}

/** The last number given in each series and financial year. */
export interface DocumentCountersTable {
  series: string;
  financialYear: string;
  lastSequence: Generated<number>;
}

export interface CouponsTable {
  id: Generated<string>;
  /** Stored in capitals; unique whatever the case. */
  code: string;
  kind: CouponKind;
  /** kind percent: the percent off. */
  percent: number | null;
  /** kind flat: paise off the booking. */
  amountPaise: number | null;
  /** jsonb: the trips it is for; empty: every trip. */
  tripIds: ColumnType<string[], string | undefined, string>;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerTraveller: Generated<number>;
  minSeats: Generated<number>;
  status: Generated<CouponStatus>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A traveller's own referral code. */
export interface ReferralCodesTable {
  userId: string;
  code: string;
  createdAt: CreatedAt;
}

/** The voucher a referrer got for a booking made with their code. */
export interface ReferralRewardsTable {
  bookingId: string;
  referrerUserId: string;
  voucherId: string;
  createdAt: CreatedAt;
}
