/**
 * Admin (a back-office account: an admin or a trip leader): the one definition of its API shape, type
 * and row mapping (its table: db/tables).
 */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { staffNameMax, staffRoles, staffStatuses } from '../domain/staff.ts';
import { fieldReader, Instant, literals } from './columns.ts';
import type { AdminsTable } from '../db/schema.ts';

export const AdminSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String({ maxLength: staffNameMax }),
  role: literals(staffRoles),
  status: literals(staffStatuses),
  createdAt: Instant,
});
export type Admin = Static<typeof AdminSchema>;

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
