/** User (a traveller account): the one definition of its API shape, its type, its table and its row mapping. */
import type { Generated, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { type EntityTable, fieldReader, Instant, Nullable } from './columns.ts';

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

export type UsersTable = EntityTable<
  User,
  { generated: 'id' | 'isActive'; instants: 'lastLoginAt' },
  {
    /** Tokens carry it; logout bumps it, ending older tokens. */
    tokenVersion: Generated<number>;
  }
>;
export type UserRow = Selectable<UsersTable>;

export const toUser: (row: UserRow) => User = fieldReader(UserSchema);
