/** Departure (one dated run of a trip): the one definition of its API shape, type and row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { bookingLimits, departureStatuses, joiningInstructionsMax } from '../domain/bookings.ts';
import { departureLeadersMax } from '../domain/staff.ts';
import { paymentTerms } from '../domain/due-now.ts';
import { planDepositPaise, splitByPlan } from '../domain/payment-plan.ts';
import { defaultDepositPaise, paiseToRupees, rupeesMax, type SeatPricesPaise } from '../domain/money.ts';
import { seatPricesToday } from '../domain/pricing.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable, Rupees } from './columns.ts';
import type { DeparturesTable } from '../db/schema.ts';

/** A departure's early bird: `percent` off when booked at least `daysBefore` days before the start. */
export const EarlyBirdSchema = Type.Object({
  daysBefore: Type.Integer({ minimum: 0, maximum: 365 }),
  percent: Type.Integer({ minimum: 1, maximum: 90 }),
});

/** One step of a departure's payment plan (domain payment-plan.ts). */
export const PlanStepSchema = Type.Object({
  daysBefore: Nullable(Type.Integer({ minimum: 1, maximum: 365, description: 'days before the start; null: at booking (the first)' })),
  percent: Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'of the total, at most two decimals' }),
});

export const PaymentPlanSchema = Nullable(
  Type.Array(PlanStepSchema, {
    description:
      'the first at booking (daysBefore null), later ones fewer days before the start each; percents add up to 100. ' +
      'null: the deposit now and the rest balanceDueDays before the start',
  }),
);

export const DepartureSchema = Type.Object({
  id: Type.String(),
  tripId: Type.String(),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  seatsTotal: Type.Integer(),
  seatsLeft: Type.Integer(),
  pricePerPerson: Rupees("INR: the departure's own price, else the trip's"),
  kidPricePerPerson: Rupees("INR a child's seat: the departure's own child price, else the adult price"),
  depositPerPerson: Rupees("INR: the departure's own deposit, else DEPOSIT_PERCENT of the price, rounded up"),
  dueNowPerPerson: Rupees(
    'INR an adult seat of a booking made today pays at once: the deposit, or the whole price once the balance date has come',
  ),
  status: literals(departureStatuses),
  balanceDueDays: Nullable(Type.Integer({ description: 'Days before the start the balance is due; null: BALANCE_DUE_DAYS' })),
  earlyBird: Nullable(EarlyBirdSchema),
  paymentPlan: PaymentPlanSchema,
  originalPricePerPerson: Type.Optional(
    Rupees('INR before the early bird, when it applies today (public reads: pricePerPerson is then the price charged today)'),
  ),
  earlyBirdUntil: Type.Optional(DateOnly),
  createdAt: Instant,
  updatedAt: Instant,
});
export type Departure = Static<typeof DepartureSchema>;

/** A departure as the back office reads it: with where and when to meet, sent before the start (trip_starting). */
export const AdminDepartureSchema = Type.Object({
  ...DepartureSchema.properties,
  joiningInstructions: Type.String({
    maxLength: joiningInstructionsMax,
    description: 'sent to each traveller before the start; may be empty',
  }),
  leaderIds: Type.Array(Type.String(), { description: 'the trip leaders who run it (staff with role leader): they see its roster' }),
});
export type AdminDeparture = Static<typeof AdminDepartureSchema>;

/** GET /admin/departures/{id}/cancellation: what cancelling the departure would do, read without changing anything. */
export const DepartureCancellationQuoteSchema = Type.Object({
  bookings: Type.Integer({ minimum: 0, description: 'bookings it cancels: those holding seats, and expired ones still holding money' }),
  travellers: Type.Integer({ minimum: 0, description: 'their seats (adults and kids)' }),
  refundAmount: Rupees('INR refunded in full to the original payments: what those bookings paid less what was refunded'),
});
export type DepartureCancellationQuote = Static<typeof DepartureCancellationQuoteSchema>;

/**
 * What an admin sends to create a departure (tripId, startDate and seatsTotal required) or change one
 * (only the fields given change); parseDeparture checks it first (its messages, in its order).
 */
export const DepartureBodySchema = Type.Object({
  tripId: Type.Optional(Type.String({ minLength: 1, description: 'id of the trip (create only)' })),
  startDate: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD, today or later' })),
  endDate: Type.Optional(Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD after startDate' }))),
  seatsTotal: Type.Optional(Type.Integer({ minimum: bookingLimits.seatsTotalMin, maximum: bookingLimits.seatsTotalMax })),
  pricePerPerson: Type.Optional(
    Nullable(Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax, description: "INR; null: the trip's price" })),
  ),
  kidPricePerPerson: Type.Optional(
    Nullable(Type.Number({ exclusiveMinimum: 0, maximum: rupeesMax, description: 'INR a child; null: the adult price' })),
  ),
  depositPerPerson: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: rupeesMax, description: 'INR, at most the price; null: DEPOSIT_PERCENT of the price' })),
  ),
  status: Type.Optional(literals(departureStatuses)),
  balanceDueDays: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: 365, description: 'days before the start the balance is due; null: BALANCE_DUE_DAYS' })),
  ),
  joiningInstructions: Type.Optional(
    Type.String({ maxLength: joiningInstructionsMax, description: 'where and when to meet, sent before the start; "" clears' }),
  ),
  earlyBird: Type.Optional(Nullable(EarlyBirdSchema)),
  paymentPlan: Type.Optional(PaymentPlanSchema),
  leaderIds: Type.Optional(
    Type.Array(Type.String(), { maxItems: departureLeadersMax, description: 'ids of active trip leaders; [] leaves it without one' }),
  ),
});
export type DepartureChanges = Static<typeof DepartureBodySchema>;

/** A trip's next open departure, as trip lists and landing cards show it. */
export const NextDepartureSchema = Nullable(Type.Object({ id: Type.String(), startDate: DateOnly, seatsLeft: Type.Integer() }));
export type NextDeparture = NonNullable<Static<typeof NextDepartureSchema>>;

/** An upcoming open departure as the departures calendar lists it: the seat ledger's figures with its trip's place and duration. */
export const UpcomingDepartureSchema = Type.Object({
  ...Type.Pick(DepartureSchema, [
    'id',
    'tripId',
    'startDate',
    'endDate',
    'seatsTotal',
    'seatsLeft',
    'pricePerPerson',
    'originalPricePerPerson',
    'earlyBirdUntil',
  ]).properties,
  place: Type.String({ description: "the trip's destination" }),
  days: Type.String({ description: "the trip's duration text" }),
});
export type UpcomingDeparture = Departure & { place: string; days: string };

export type DepartureRow = Selectable<DeparturesTable>;

const rupeesToWholePaise = (rupees: number) => Math.round(rupees * 100);

/** Prices in paise as they apply: the departure's own, else the trip's (children: the adult price) and DEPOSIT_PERCENT of it. */
export function resolvedPricesPaise(
  row: {
    pricePerPersonPaise: number | null;
    kidPricePerPersonPaise?: number | null;
    depositPerPersonPaise: number | null;
    tripPrice: number;
  },
  depositPercent: number,
): SeatPricesPaise {
  const price = row.pricePerPersonPaise ?? rupeesToWholePaise(Number(row.tripPrice));
  const deposit = row.depositPerPersonPaise ?? defaultDepositPaise(price, depositPercent);
  const kidPrice = row.kidPricePerPersonPaise ?? price;
  return { pricePaise: price, kidPricePaise: kidPrice, depositPaise: Math.min(deposit, price) };
}

const departureFields = fieldReader(DepartureSchema);

/** What reading a departure's prices needs: DEPOSIT_PERCENT, and the day and BALANCE_DUE_DAYS that say what is due now. */
export interface DeparturePricing {
  depositPercent: number;
  /** The business's calendar day (YYYY-MM-DD). */
  today: string;
  /** BALANCE_DUE_DAYS: the balance's days before the start when the departure has none of its own. */
  balanceDueDays: number;
}

/** With a payment plan, a seat's deposit is the plan's first payment, and what it pays now every payment already due. */
function planDeposits(row: Pick<DepartureRow, 'paymentPlan' | 'startDate'>, pricePaise: number, today: string) {
  if (!Array.isArray(row.paymentPlan) || !row.paymentPlan.length) return null;
  return {
    deposit: splitByPlan(pricePaise, row.paymentPlan)[0],
    dueNow: planDepositPaise(row.paymentPlan, pricePaise, row.startDate, today),
  };
}

/** A row with its trip's price and the seats its bookings hold. */
export function toDeparture(row: DepartureRow & { tripPrice: number; seatsTaken: number }, pricing: DeparturePricing): Departure {
  const resolved = resolvedPricesPaise(row, pricing.depositPercent);
  const { prices } = paymentTerms(pricing.today, row.startDate, row.balanceDueDays ?? pricing.balanceDueDays, resolved);
  const planned = planDeposits(row, resolved.pricePaise, pricing.today);
  return {
    ...departureFields(row),
    seatsLeft: Math.max(0, row.seatsTotal - Number(row.seatsTaken)),
    pricePerPerson: paiseToRupees(resolved.pricePaise),
    kidPricePerPerson: paiseToRupees(resolved.kidPricePaise),
    depositPerPerson: paiseToRupees(planned?.deposit ?? resolved.depositPaise),
    dueNowPerPerson: paiseToRupees(planned?.dueNow ?? prices.depositPaise),
    earlyBird: row.earlyBird ?? null,
    paymentPlan: Array.isArray(row.paymentPlan) && row.paymentPlan.length ? row.paymentPlan : null,
  };
}

/** A departure as travellers see it: `pricePerPerson` is a seat's price today (the early bird applied), the original beside it. */
export function toPublicDeparture(row: DepartureRow & { tripPrice: number; seatsTaken: number }, pricing: DeparturePricing): Departure {
  const departure = toDeparture(row, pricing);
  const resolved = resolvedPricesPaise(row, pricing.depositPercent);
  const today = seatPricesToday(resolved, row.earlyBird, row.startDate, pricing.today);
  if (today.originalPricePaise === null || !today.earlyBirdUntil) return departure;
  const { prices } = paymentTerms(pricing.today, row.startDate, row.balanceDueDays ?? pricing.balanceDueDays, today.prices);
  const planned = planDeposits(row, today.prices.pricePaise, pricing.today);
  return {
    ...departure,
    pricePerPerson: paiseToRupees(today.prices.pricePaise),
    kidPricePerPerson: paiseToRupees(today.prices.kidPricePaise),
    depositPerPerson: paiseToRupees(planned?.deposit ?? today.prices.depositPaise),
    dueNowPerPerson: paiseToRupees(planned?.dueNow ?? prices.depositPaise),
    originalPricePerPerson: paiseToRupees(today.originalPricePaise),
    earlyBirdUntil: today.earlyBirdUntil,
  };
}

/** The back office's departure: the traveller-facing one with its joining instructions. */
export function toAdminDeparture(
  row: DepartureRow & { tripPrice: number; seatsTaken: number; leaderIds: string[] },
  pricing: DeparturePricing,
): AdminDeparture {
  return { ...toDeparture(row, pricing), joiningInstructions: row.joiningInstructions, leaderIds: row.leaderIds };
}
