/** Inserting bookings: a reservation (its reference drawn again when taken) and the demo content's rows. */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { BookingsTable, Database } from '../db/schema.ts';
import type { BookingStatus, Language } from '../domain/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewBooking {
  reference: string;
  tripId: string;
  departureId: string;
  userId: string;
  adults: number;
  kids: number;
  seats: number;
  travellers: { name: string }[];
  notes: string;
  billingState: string;
  billingGstin: string | null;
  billingName: string | null;
  language: Language;
  whatsappOptIn: boolean;
  balanceDueDate: string;
  cancellationPolicy: { daysBefore: number; retainPercent: number }[];
  pricePerPersonPaise: number;
  kidPricePerPersonPaise: number;
  depositPerPersonPaise: number;
  totalPaise: number;
  depositPaise: number;
  /** The instalments of the departure's payment plan (JSON); null: deposit and balance. */
  instalmentPlan: string | null;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  notificationStatus: string;
  /** What it was priced at (the discounts' lines), and the coupon or the referrer of the code it used. */
  pricing: { pricePerPersonPaise: number; lines: unknown[] };
  couponId: string | null;
  referrerUserId: string | null;
  now: Date;
}

/** Stores a reserved booking and answers its id; null when its reference is taken (draw another). */
export async function insertReservedBooking(trx: Db, booking: NewBooking): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO bookings (reference, trip_id, departure_id, user_id, adults, kids, seats, travellers, notes,
      price_per_person_paise, kid_price_per_person_paise, deposit_per_person_paise, total_paise, deposit_paise, instalment_plan,
      status, hold_expires_at, notification_status, billing_state, billing_gstin, billing_name, balance_due_date, cancellation_policy,
      language, whatsapp_opt_in, pricing, coupon_id, referrer_user_id, created_at, updated_at)
    VALUES (${booking.reference}, ${booking.tripId}::uuid, ${booking.departureId}::uuid, ${booking.userId}::uuid, ${booking.adults},
      ${booking.kids}, ${booking.seats}, ${JSON.stringify(booking.travellers)}::jsonb, ${booking.notes}, ${booking.pricePerPersonPaise},
      ${booking.kidPricePerPersonPaise}, ${booking.depositPerPersonPaise}, ${booking.totalPaise}, ${booking.depositPaise},
      ${booking.instalmentPlan}::jsonb, ${booking.status}, ${booking.holdExpiresAt}::timestamptz, ${booking.notificationStatus},
      ${booking.billingState},
      ${booking.billingGstin}, ${booking.billingName}, ${booking.balanceDueDate}::date,
      ${JSON.stringify(booking.cancellationPolicy)}::jsonb, ${booking.language},
      ${booking.whatsappOptIn},
      ${JSON.stringify({ pricePerPersonPaise: booking.pricing.pricePerPersonPaise, lines: booking.pricing.lines })}::jsonb,
      ${booking.couponId}::uuid, ${booking.referrerUserId}::uuid, ${booking.now}::timestamptz, ${booking.now}::timestamptz)
    ON CONFLICT (reference) DO NOTHING RETURNING id`.execute(trx);
  return rows[0]?.id ?? null;
}

/** Stores a booking as given (the demo content's, already paid); answers its id. */
export async function insertBookingRow(db: Db, values: Insertable<BookingsTable>): Promise<string> {
  const { id } = await db.insertInto('bookings').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}
