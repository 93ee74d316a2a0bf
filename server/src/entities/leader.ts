/**
 * The trip leader's day: the one definition of the shapes the leader page and the back office read
 * (a leader's departure, the roster, check-ins, incidents, a sync's results); their tables are in
 * db/tables.
 */
import Type, { type Static } from 'typebox';
import { departureStatuses } from '../domain/bookings.ts';
import { syncOpsMax, syncResultStatuses } from '../domain/leader.ts';
import { genders, travellerKinds, travellerStatuses } from '../domain/travellers.ts';
import { EmergencyContactSchema, TravellerMobileSchema } from './booking-traveller.ts';
import { DateOnly, Instant, literals, Nullable, Rupees } from './columns.ts';

export const LeaderDepartureSchema = Type.Object({
  id: Type.String(),
  tripId: Type.String(),
  place: Type.String({ description: "the trip's destination" }),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  status: literals(departureStatuses),
  joiningInstructions: Type.String(),
  points: Type.Array(Type.String(), { description: 'where heads are counted: pickup, then day-1 to the last day' }),
});
export type LeaderDeparture = Static<typeof LeaderDepartureSchema>;

export const TravellerCheckInSchema = Type.Object({
  point: Type.String({ description: 'pickup or day-<n>' }),
  present: Type.Boolean(),
  at: Instant,
  by: Nullable(Type.String({ description: 'the staff id of the leader who checked' })),
});
export type TravellerCheckIn = Static<typeof TravellerCheckInSchema>;

export const RosterTravellerSchema = Type.Object({
  id: Type.String(),
  bookingId: Type.String(),
  bookingReference: Type.String(),
  name: Type.String(),
  kind: literals(travellerKinds),
  gender: Nullable(literals(genders)),
  age: Nullable(Type.Integer({ description: 'on the first day of the trip' })),
  mobile: Nullable(TravellerMobileSchema),
  emergencyContact: Nullable(EmergencyContactSchema),
  medicalNotes: Type.String(),
  status: literals(travellerStatuses),
  lead: Type.Boolean({ description: 'the booker: the booking balance is theirs' }),
  balanceDue: Nullable(Rupees('INR the booking still owes: on the lead traveller only, null on the others')),
  checkIns: Type.Array(TravellerCheckInSchema),
});
export type RosterTraveller = Static<typeof RosterTravellerSchema>;

export const IncidentSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  travellerId: Nullable(Type.String()),
  at: Instant,
  by: Nullable(Type.String({ description: 'the staff id of the leader who noted it' })),
});
export type Incident = Static<typeof IncidentSchema>;

export const RosterSchema = Type.Object({
  departure: LeaderDepartureSchema,
  travellers: Type.Array(RosterTravellerSchema),
  incidents: Type.Array(IncidentSchema),
});
export type Roster = Static<typeof RosterSchema>;

/** GET /admin/departures/{id}/check-ins: each check-in with the traveller's name. */
export const DepartureCheckInSchema = Type.Object({
  travellerId: Type.String(),
  name: Type.String(),
  ...TravellerCheckInSchema.properties,
});
export type DepartureCheckIn = Static<typeof DepartureCheckInSchema>;

/** A change as the phone sends it; anything else in the list is answered `rejected` with its reason, not refused whole. */
const SyncOpSchema = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      '{id: a uuid the phone made (crypto.randomUUID), type: check_in | incident | cash_payment, at: ISO 8601, departureId, payload}',
  },
);

export const SyncBodySchema = Type.Object({
  ops: Type.Array(
    // Each change is checked on its own (domain parseSyncOp): a bad one is rejected with its reason, never the whole call.
    Type.Union([SyncOpSchema, Type.Null(), Type.Boolean(), Type.Number(), Type.String(), Type.Array(Type.Any())]),
    { description: `at most ${syncOpsMax} a call: those past it are rejected` },
  ),
});

export const SyncResultSchema = Type.Object({
  id: Type.String(),
  status: literals(syncResultStatuses),
  error: Type.Optional(Type.String()),
});
export type SyncResult = Static<typeof SyncResultSchema>;
