/** User (a traveller account): the one definition of its API shape, its type and its row mapping (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { fieldReader, Instant, Nullable } from './columns.ts';
import type { UsersTable } from '../db/schema.ts';

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
export type User = Static<typeof UserSchema>;

export const UserStatsSchema = Type.Object({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  newUsersToday: Type.Integer(),
  newUsersThisWeek: Type.Integer(),
});
export type UserStats = Static<typeof UserStatsSchema>;

export type UserRow = Selectable<UsersTable>;

export const toUser: (row: UserRow) => User = fieldReader(UserSchema);
