/**
 * JSON schemas of what the API sends and takes, for validation and the OpenAPI document at
 * /api/docs. Entity shapes mirror the domain types.
 */
import Type from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Instant = Type.String({ format: 'date-time' });

export const ErrorSchema = Type.Object({ error: Type.String() }, { description: 'Every error answer' });

export const TripSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  place: Type.String(),
  startDate: Nullable(DateOnly),
  endDate: Nullable(DateOnly),
  date: Nullable(DateOnly),
  price: Type.Number({ description: 'INR' }),
  days: Type.String(),
  groupSize: Nullable(Type.Integer()),
  description: Type.String(),
  googleSheetUrl: Type.String(),
  images: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  itineraryPdf: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
});

export const ReviewSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reviewerName: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  reviewText: Type.String(),
  images: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  tripId: Nullable(Type.String()),
  trip: Nullable(Type.Object({ id: Type.String(), place: Type.String() })),
  createdAt: Instant,
  updatedAt: Instant,
});

export const PublicReviewSchema = Type.Intersect([ReviewSchema, Type.Object({ _id: Type.String() })]);

export const UserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  mobileNumber: Type.String(),
  countryCode: Type.String(),
  email: Nullable(Type.String()),
  createdAt: Instant,
  lastLoginAt: Nullable(Instant),
  isActive: Type.Boolean(),
});

export const UserStatsSchema = Type.Object({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  newUsersToday: Type.Integer(),
  newUsersThisWeek: Type.Integer(),
});

export const StatisticsSchema = Type.Object({
  amazingTrips: Type.Integer({ minimum: 0 }),
  happyTravelers: Type.Integer({ minimum: 0 }),
  destinations: Type.Integer({ minimum: 0 }),
});

export const AdminSchema = Type.Object({ id: Type.String(), email: Type.String(), createdAt: Instant });

export const CustomizationRequestSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
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

export const IdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
/** What a DELETE of one admin record answers. */
export const DeletedSchema = Type.Object({ success: Type.Boolean(), message: Type.String(), id: Type.String() });

/** ra-data-simple-rest list parameters (JSON in the query string). */
export const ListQuerySchema = Type.Object({
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]', maxLength: 200 })),
  range: Type.Optional(Type.String({ description: 'JSON [from, to], inclusive', maxLength: 200 })),
  filter: Type.Optional(Type.String({ description: 'JSON object, e.g. {"q":"goa"}', maxLength: 2000 })),
});

export const MessageSchema = Type.Object({ message: Type.String() });

export const adminSecurity = [{ bearerAuth: [] }];

/** Standard error answers for the OpenAPI document. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as Record<number, typeof ErrorSchema>;
