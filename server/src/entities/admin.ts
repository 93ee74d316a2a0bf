/** Admin (a back-office account): the one definition of its API shape, its type, its table and its row mapping. */
import type { Generated, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { type EntityTable, fieldReader, Instant, type UpdatedAt } from './columns.ts';

export const AdminSchema = Type.Object({ id: Type.String(), email: Type.String(), createdAt: Instant });
export type Admin = Static<typeof AdminSchema>;

export type AdminsTable = EntityTable<
  Admin,
  { generated: 'id' },
  {
    passwordHash: string;
    /** Tokens carry it; logout and a password change bump it, ending older tokens. */
    tokenVersion: Generated<number>;
    updatedAt: UpdatedAt;
  }
>;
export type AdminRow = Selectable<AdminsTable>;

export const toAdmin: (row: AdminRow) => Admin = fieldReader(AdminSchema);
