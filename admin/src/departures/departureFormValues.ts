/**
 * What the departure form sends. Prices and deposit are optional: empty means the trip's price, the
 * adult price for a child, and the default deposit. The API reads them back resolved, so an edit that leaves them as they were
 * does not send them (they keep following the trip). The rules are the domain's validateDeparture.
 */
import { calendarDay, validateDeparture } from '@travel/server/domain';
import type { DepartureInput } from '@travel/server/domain';
import type { AdminDeparture, Departure } from '@travel/server/entities';
import { earlyBirdErrors, earlyBirdOfForm } from './EarlyBirdInputs.tsx';

/** The saved departure being edited (its joining instructions when the back office read them). */
type FormDeparture = Departure & Partial<Pick<AdminDeparture, 'joiningInstructions'>>;

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** Field messages of the form; `previous` is the saved departure when editing. */
export const validateDepartureForm = (values: DepartureInput, previous?: FormDeparture) => {
  const { earlyBird: _early, ...errors } = validateDeparture(
    { ...values, earlyBird: earlyBirdOfForm(values) },
    { creating: !previous, today: calendarDay(), keptStartDate: previous?.startDate },
  );
  return { ...errors, ...earlyBirdErrors(values) };
};

/** The body of POST or PUT /admin/departures: only the fields an admin writes. */
export function departureFormToRecord(values: DepartureInput, previous?: FormDeparture): Record<string, unknown> {
  const record: Record<string, unknown> = {
    ...(previous ? {} : { tripId: values.tripId }),
    startDate: values.startDate,
    endDate: isBlank(values.endDate) ? null : values.endDate,
    seatsTotal: values.seatsTotal,
    status: values.status,
  };
  // The trip leaders it names: the whole list as chosen.
  const leaderIds = (values as { leaderIds?: unknown }).leaderIds;
  if (Array.isArray(leaderIds)) record.leaderIds = leaderIds;
  // Empty: BALANCE_DUE_DAYS. Sent on create only when given; on edit when changed (null to clear).
  const dueDays = (values as { balanceDueDays?: unknown }).balanceDueDays;
  if (!isBlank(dueDays)) record.balanceDueDays = dueDays;
  else if (previous && previous.balanceDueDays !== null && previous.balanceDueDays !== undefined) record.balanceDueDays = null;
  // The plan as typed (the API checks its rules); emptied on an edit: null, back to deposit and balance.
  const plan = (values as { paymentPlan?: unknown }).paymentPlan;
  if (Array.isArray(plan) && plan.length) record.paymentPlan = plan;
  else if (previous?.paymentPlan) record.paymentPlan = null;
  // Both fields or neither (null: none); sent when set, or on an edit when changed.
  const earlyBird = earlyBirdOfForm(values);
  if (JSON.stringify(earlyBird) !== JSON.stringify(previous?.earlyBird ?? null)) record.earlyBird = earlyBird;
  // Sent as typed ('' clears them); an old form without the field leaves them as they are.
  const instructions = values.joiningInstructions;
  if (typeof instructions === 'string') record.joiningInstructions = instructions.trim();
  else if (isBlank(instructions) && previous?.joiningInstructions) record.joiningInstructions = '';
  for (const field of ['pricePerPerson', 'kidPricePerPerson', 'depositPerPerson'] as const) {
    const value = values[field];
    if (previous && value === previous[field]) continue; // unchanged: keeps following the trip
    if (!isBlank(value)) record[field] = value;
    else if (previous) record[field] = null; // emptied: back to the trip's price or the default deposit
  }
  return record;
}
