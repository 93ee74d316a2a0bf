/** Admin (a back-office account: an admin or a trip leader): the one definition of its API shape, type, table and row mapping. */
import type { Generated, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { staffNameMax, staffRoles, staffStatuses } from '../domain/staff.ts';
import { type EntityTable, fieldReader, Instant, literals, type UpdatedAt } from './columns.ts';

export const AdminSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String({ maxLength: staffNameMax }),
  role: literals(staffRoles),
  status: literals(staffStatuses),
  createdAt: Instant,
});
export type Admin = Static<typeof AdminSchema>;

export type AdminsTable = EntityTable<
  Admin,
  { generated: 'id' | 'name' | 'role' | 'status' },
  {
    passwordHash: string;
    /** Tokens carry it; logout, a password change and disabling bump it, ending older tokens. */
    tokenVersion: Generated<number>;
    updatedAt: UpdatedAt;
  }
>;
export type AdminRow = Selectable<AdminsTable>;

export const toAdmin: (row: AdminRow) => Admin = fieldReader(AdminSchema);

/** What POST /admin/staff takes (checked first by parseNewStaffMember, with its messages). */
export const NewStaffMemberSchema = Type.Object({
  email: Type.String(),
  name: Type.String({ maxLength: staffNameMax }),
  password: Type.String({ description: 'the first password; the member changes it later' }),
  role: literals(staffRoles),
});

/** What PUT /admin/staff/{id} takes: only the fields given change. */
export const StaffChangesSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: staffNameMax })),
  password: Type.Optional(Type.String()),
  role: Type.Optional(literals(staffRoles)),
  status: Type.Optional(literals(staffStatuses)),
});
