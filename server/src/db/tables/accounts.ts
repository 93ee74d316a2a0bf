/** Who signs in: staff, travellers, their one-time codes and failed staff logins. */
import type { Generated, GeneratedAlways } from 'kysely';
import type { StaffRole, StaffStatus } from '../../domain/staff.ts';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** Staff: admins and trip leaders. */
export interface AdminsTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  name: Generated<string>;
  role: Generated<StaffRole>;
  status: Generated<StaffStatus>;
  /** Tokens carry it; logout, a password change and disabling bump it, ending older tokens. */
  tokenVersion: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Travellers, known by their phone. */
export interface UsersTable {
  id: Generated<string>;
  username: string;
  mobileNumber: string;
  countryCode: string;
  email: string | null;
  isActive: Generated<boolean>;
  /** Tokens carry it; logout bumps it, ending older tokens. */
  tokenVersion: Generated<number>;
  createdAt: CreatedAt;
  lastLoginAt: Date | null;
}

export interface OtpCodesTable {
  /** The verificationId the client holds: random, unguessable. */
  id: string;
  countryCode: string;
  mobileNumber: string;
  username: string | null;
  purpose: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Date;
  consumedAt: Date | null;
  clientAddress: string;
  createdAt: CreatedAt;
}

export interface LoginFailuresTable {
  /** bigint GENERATED ALWAYS AS IDENTITY: read as a number (db/connect.ts), never written. */
  id: GeneratedAlways<number>;
  email: string;
  clientAddress: string;
  createdAt: CreatedAt;
}
