/** A waitlist entry: the one definition of its API shapes (its table: db/tables; docs/product.md#waitlist). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { languages } from '../domain/languages.ts';
import { bookingMessages } from '../domain/booking-messages.ts';
import { waitlistLimits, waitlistMessages, waitlistStatuses } from '../domain/waitlist.ts';
import { DateOnly, Instant, literals, Nullable } from './columns.ts';
import type { WaitlistEntriesTable } from '../db/schema.ts';

export const WaitlistEntrySchema = Type.Object({
  id: Type.String(),
  departureId: Type.String(),
  seats: Type.Integer(),
  position: Nullable(Type.Integer({ minimum: 1, description: 'place in the queue while waiting (1 is next); null otherwise' })),
  status: literals(waitlistStatuses),
  bookingId: Nullable(Type.String({ description: 'the held booking of an offer (pay it to claim the seats)' })),
  createdAt: Instant,
});
export type WaitlistEntry = Static<typeof WaitlistEntrySchema>;

/** A traveller's own entry, with its trip and dates. */
export const OwnWaitlistEntrySchema = Type.Object({
  ...WaitlistEntrySchema.properties,
  tripId: Type.String(),
  place: Type.String({ description: "the trip's place (its name)" }),
  startDate: DateOnly,
  endDate: Nullable(DateOnly),
  offerEndsAt: Nullable(
    Type.String({ format: 'date-time', description: "while offered: when the held seats are let go (its booking's hold)" }),
  ),
});
export type OwnWaitlistEntry = Static<typeof OwnWaitlistEntrySchema>;

/** An entry as the back office sees it, with its traveller. */
export const QueuedWaitlistEntrySchema = Type.Object({
  ...WaitlistEntrySchema.properties,
  user: Type.Object({ id: Type.String(), username: Type.String(), mobileNumber: Type.String(), countryCode: Type.String() }),
});
export type QueuedWaitlistEntry = Static<typeof QueuedWaitlistEntrySchema>;

export const WaitlistJoinSchema = Type.Object({
  seats: Type.Integer({
    minimum: waitlistLimits.seatsMin,
    maximum: waitlistLimits.seatsMax,
    description: 'seats wanted (adults)',
    'x-error-message': waitlistMessages.seatsRange,
  }),
  language: Type.Optional(
    Type.Union([literals(languages), Type.Null()], {
      description: 'messages in; null: English',
      'x-error-message': bookingMessages.languageInvalid,
    }),
  ),
});
export const WaitlistMoveSchema = Type.Object({
  position: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'the new place among waiting entries; past the end: last',
    'x-error-message': waitlistMessages.positionInvalid,
  }),
});

export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
