/**
 * Input rules of a departure (the admin's form and its API): the errors of the fields that fail, in
 * checking order, and the parsed body the API stores.
 */
import { bookingMessages } from './booking-messages.ts';
import type { Parsed } from './booking-validation.ts';
import { isDepartureStatus, bookingLimits, joiningInstructionsMax } from './bookings.ts';
import { cancellationMessages } from './cancellation.ts';
import { isAbsent, isRupeeAmount, isWholeIn } from './input-checks.ts';
import { messages } from './messages.ts';
import { parsePaymentPlan } from './payment-plan.ts';
import { pricingMessages } from './pricing.ts';
import { parseEarlyBird } from './pricing-validation.ts';
import { parseLeaderIds } from './staff.ts';
import { type FieldErrors, firstError, isValidDate } from './validation.ts';
import type { DepartureBody, DepartureInput } from './request-bodies.ts';

type DepartureField = keyof DepartureInput;

/**
 * `today` (YYYY-MM-DD in the business's time zone) refuses a start in the past; on an edit pass
 * `keptStartDate`, the start already stored, which may stay as it is once it has passed.
 */
export function validateDeparture(
  input: DepartureInput,
  options: { creating: boolean; today: string; keptStartDate?: string },
): FieldErrors<DepartureField> {
  const errors: FieldErrors<DepartureField> = {};
  if (options.creating && (typeof input.tripId !== 'string' || input.tripId.trim() === '')) errors.tripId = bookingMessages.tripRequired;
  const start = input.startDate;
  if (options.creating || start !== undefined) {
    if (typeof start !== 'string' || !isValidDate(start)) errors.startDate = bookingMessages.departureStartRequired;
    else if (start < options.today && start !== options.keptStartDate) errors.startDate = bookingMessages.departureInPast;
  }
  if (!isAbsent(input.endDate)) {
    const end = input.endDate;
    if (typeof end !== 'string' || !isValidDate(end)) errors.endDate = messages.endDateAfterStart;
    else if (typeof start === 'string' && end <= start) errors.endDate = messages.endDateAfterStart;
  }
  const seatsGiven = options.creating || input.seatsTotal !== undefined;
  if (seatsGiven && !isWholeIn(input.seatsTotal, bookingLimits.seatsTotalMin, bookingLimits.seatsTotalMax)) {
    errors.seatsTotal = bookingMessages.seatsTotalRange;
  }
  if (!isAbsent(input.pricePerPerson) && !isRupeeAmount(input.pricePerPerson, 0, false)) {
    errors.pricePerPerson = bookingMessages.pricePerPersonInvalid;
  }
  if (!isAbsent(input.kidPricePerPerson) && !isRupeeAmount(input.kidPricePerPerson, 0, false)) {
    errors.kidPricePerPerson = bookingMessages.kidPricePerPersonInvalid;
  }
  if (!isAbsent(input.depositPerPerson)) {
    const price = typeof input.pricePerPerson === 'number' ? input.pricePerPerson : Number.POSITIVE_INFINITY;
    if (!isRupeeAmount(input.depositPerPerson, 0, true) || Number(input.depositPerPerson) > price) {
      errors.depositPerPerson = bookingMessages.depositPerPersonInvalid;
    }
  }
  if (input.status !== undefined && !isDepartureStatus(input.status)) {
    errors.status = bookingMessages.departureStatusInvalid;
  }
  if (!isAbsent(input.balanceDueDays) && !isWholeIn(input.balanceDueDays, 0, 365)) {
    errors.balanceDueDays = cancellationMessages.balanceDueDaysInvalid;
  }
  if (input.earlyBird !== undefined && 'error' in parseEarlyBird(input.earlyBird)) errors.earlyBird = pricingMessages.earlyBirdInvalid;
  const plan = input.paymentPlan === undefined ? null : parsePaymentPlan(input.paymentPlan);
  if (plan?.error !== undefined) errors.paymentPlan = plan.error;
  const instructions = input.joiningInstructions;
  if (instructions !== undefined && instructions !== null) {
    if (typeof instructions !== 'string' || instructions.trim().length > joiningInstructionsMax) {
      errors.joiningInstructions = bookingMessages.joiningInstructionsTooLong;
    }
  }
  return errors;
}

const earlyBirdOf = (input: unknown) => {
  const parsed = parseEarlyBird(input);
  return 'value' in parsed ? parsed.value : null;
};

const planOf = (input: unknown) => {
  const parsed = parsePaymentPlan(input);
  return 'value' in parsed ? (parsed.value ?? null) : null;
};

const givenOrNull = (value: unknown) => (value === undefined ? undefined : isAbsent(value) ? null : value);

/**
 * A departure body as the rules above take it: on an edit the start already stored stands in for one
 * not given, but only the fields given are in the value (the others stay as they are). '' and null
 * clear endDate and the prices.
 */
export function parseDeparture(
  input: DepartureInput,
  options: { creating: boolean; today: string; keptStartDate?: string },
): Parsed<DepartureBody> {
  const checked = options.creating ? input : { ...input, startDate: input.startDate ?? options.keptStartDate };
  const error = firstError(validateDeparture(checked, options));
  if (error) return { error };
  const leaders = input.leaderIds === undefined ? undefined : parseLeaderIds(input.leaderIds);
  if (leaders?.error !== undefined) return { error: leaders.error };
  // The rules above have checked each type; these only narrow what they let through.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const amount = (value: unknown) => (typeof value === 'number' ? value : givenOrNull(value) === null ? null : undefined);
  const value: DepartureBody = {
    tripId: text(input.tripId),
    startDate: text(input.startDate),
    endDate: givenOrNull(input.endDate) === null ? null : text(input.endDate),
    seatsTotal: typeof input.seatsTotal === 'number' ? input.seatsTotal : undefined,
    pricePerPerson: amount(input.pricePerPerson),
    kidPricePerPerson: amount(input.kidPricePerPerson),
    depositPerPerson: amount(input.depositPerPerson),
    status: isDepartureStatus(input.status) ? input.status : undefined,
    balanceDueDays: amount(input.balanceDueDays),
    // null clears them like ''.
    joiningInstructions: input.joiningInstructions === null ? '' : text(input.joiningInstructions)?.trim(),
    earlyBird: input.earlyBird === undefined ? undefined : earlyBirdOf(input.earlyBird),
    paymentPlan: input.paymentPlan === undefined ? undefined : planOf(input.paymentPlan),
    leaderIds: leaders?.value,
  };
  return { value: Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) };
}
