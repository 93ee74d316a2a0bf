/**
 * The office's staff: admins run the back office, trip leaders run departures in the field (the leader
 * page, /leader). Rules and messages for managing them, shared by the API and the back office's Staff page.
 */
import { EMAIL, textOf } from './field-values.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import type { Parsed } from './booking-validation.ts';

export const staffRoles = ['admin', 'leader'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffStatuses = ['active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffNameMax = 100;
/** The leader page's own path, and where it keeps its session (the back office's sign-in hands a leader over). */
export const LEADER_PAGE_PATH = '/leader';
export const leaderSessionKey = 'leaderSession';
/** Leaders one departure may name. */
export const departureLeadersMax = 10;

export const staffMessages = {
  emailTaken: 'A staff member with this e-mail already exists',
  lastAdmin: 'The last active admin cannot be disabled or demoted',
  memberNotFound: 'Staff member not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${staffNameMax} characters`,
  roleInvalid: 'Role must be admin or leader',
  statusInvalid: 'Status must be active or disabled',
  leadersInvalid: 'Leaders must be active trip leaders',
} as const;

export interface NewStaffMember {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

export interface StaffChanges {
  name?: string;
  password?: string;
  role?: StaffRole;
  status?: StaffStatus;
}

const isRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);
const isStatus = (value: unknown): value is StaffStatus => staffStatuses.includes(value as StaffStatus);

function nameError(value: unknown): string | null {
  const name = textOf(value)?.trim() ?? '';
  if (!name) return staffMessages.nameRequired;
  return name.length > staffNameMax ? staffMessages.nameTooLong : null;
}

function passwordError(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return messages.passwordRequired;
  return value.length < limits.passwordMinLength ? messages.passwordTooShort : null;
}

/** POST /admin/staff: e-mail, name, first password and role, checked in that order. */
export function parseNewStaffMember(input: Record<string, unknown>): Parsed<NewStaffMember> {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!email) return { error: messages.emailRequired };
  if (!EMAIL.test(email) || email.length > limits.shortTextMax) return { error: messages.emailInvalid };
  const error = nameError(input.name) ?? passwordError(input.password) ?? (isRole(input.role) ? null : staffMessages.roleInvalid);
  if (error) return { error };
  return { value: { email, name: String(input.name).trim(), password: input.password as string, role: input.role as StaffRole } };
}

/** PUT /admin/staff/{id}: only the fields given change. */
export function parseStaffChanges(input: Record<string, unknown>): Parsed<StaffChanges> {
  const value: StaffChanges = {};
  if (input.name !== undefined) {
    const error = nameError(input.name);
    if (error) return { error };
    value.name = String(input.name).trim();
  }
  if (input.password !== undefined) {
    const error = passwordError(input.password);
    if (error) return { error };
    value.password = input.password as string;
  }
  if (input.role !== undefined) {
    if (!isRole(input.role)) return { error: staffMessages.roleInvalid };
    value.role = input.role;
  }
  if (input.status !== undefined) {
    if (!isStatus(input.status)) return { error: staffMessages.statusInvalid };
    value.status = input.status;
  }
  return { value };
}

/** A departure's leaderIds as given: a list of ids, each once (whether they are active leaders is the database's to say). */
export function parseLeaderIds(value: unknown): Parsed<string[]> {
  if (!Array.isArray(value) || value.length > departureLeadersMax || !value.every((id) => typeof id === 'string'))
    return { error: staffMessages.leadersInvalid };
  return { value: [...new Set(value)] };
}
