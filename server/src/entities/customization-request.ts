/**
 * Customization request, as stored and listed in the back office (beyond the specification:
 * docs/product.md#beyond-the-specification): the one definition of its API shape, type and row mapping (its table: db/tables).
 */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { customizationTypes } from '../domain/types.ts';
import { DateOnly, fieldReader, Instant, literals, Nullable } from './columns.ts';
import type { CustomizationRequestsTable } from '../db/schema.ts';

export const CustomizationRequestSchema = Type.Object({
  id: Type.String(),
  type: literals(customizationTypes),
  userId: Nullable(Type.String()),
  username: Type.String(),
  mobileNumber: Type.String(),
  countryCode: Type.String(),
  email: Nullable(Type.String()),
  tripId: Nullable(Type.String()),
  tripName: Nullable(Type.String()),
  tripPrice: Nullable(Type.Number()),
  tripDays: Nullable(Type.String()),
  preferredPlace: Type.String(),
  numberOfMembers: Type.Integer(),
  numberOfAdults: Nullable(Type.Integer()),
  numberOfKids: Nullable(Type.Integer()),
  tripType: Nullable(Type.String()),
  startDate: DateOnly,
  endDate: DateOnly,
  additionalNotes: Nullable(Type.String()),
  message: Type.String(),
  handled: Type.Boolean(),
  handledAt: Nullable(Instant),
  createdAt: Instant,
});
export type CustomizationRequest = Static<typeof CustomizationRequestSchema>;

/**
 * POST /api/customize-trip body (docs/product.md#calls): what the site sends. Lenient where pages
 * differ (the trip snapshot); the domain's checks (checkCustomization) give the messages.
 */
export const CustomizationRequestBodySchema = Type.Object({
  type: literals(customizationTypes),
  user: Type.Optional(Type.Object({}, { description: 'Ignored: the traveller is the one signed in' })),
  trip: Type.Optional(
    Type.Union([
      Type.Object({
        id: Type.Optional(Type.String()),
        name: Type.Optional(Type.String()),
        price: Type.Optional(Type.Number()),
        days: Type.Optional(Type.String()),
      }),
      Type.Null(),
    ]),
  ),
  customizationData: Type.Object({
    preferredPlace: Type.String(),
    numberOfMembers: Type.Integer(),
    startDate: Type.String({ format: 'date' }),
    endDate: Type.String({ format: 'date' }),
    numberOfAdults: Type.Optional(Type.Integer()),
    numberOfKids: Type.Optional(Type.Integer()),
    tripType: Type.Optional(Type.String()),
    additionalNotes: Type.Optional(Type.String()),
  }),
  message: Type.Optional(Type.String({ maxLength: 10_000 })),
});
export type CustomizationRequestBody = Static<typeof CustomizationRequestBodySchema>;

export type CustomizationRequestRow = Selectable<CustomizationRequestsTable>;

const requestFields = fieldReader(CustomizationRequestSchema);

export const toCustomizationRequest = (row: CustomizationRequestRow): CustomizationRequest => ({
  ...requestFields(row),
  tripPrice: row.tripPrice === null ? null : Number(row.tripPrice),
});
