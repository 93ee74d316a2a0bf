/** Messages to travellers, and the trip leader's day: check-ins, incidents and the changes synced from the leader page. */
import type { ColumnType, Generated } from 'kysely';
import type { MessageParams } from '../../domain/traveller-messages.ts';
import type { CreatedAt, UpdatedAt } from './columns.ts';

/** A message to a traveller (one entry of a booking's plan). */
export interface MessagesTable {
  id: Generated<string>;
  bookingId: string;
  template: string;
  channel: string;
  recipient: string;
  /** jsonb: the template's values. */
  params: ColumnType<MessageParams, string | undefined, string>;
  /** Sent even when the traveller stopped reminders. */
  essential: Generated<boolean>;
  /** Goes at once at any hour; otherwise it waits out quiet hours. */
  urgent: Generated<boolean>;
  status: Generated<string>;
  /** When the try now handing it to its provider began (status `sending`). */
  sendingAt: Date | null;
  sendAt: Date;
  sentAt: Date | null;
  error: string | null;
  jobId: string | null;
  providerMessageId: string | null;
  /** A message to one traveller rather than the booker: their number (else the booker's). */
  toCountryCode: string | null;
  toMobileNumber: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A traveller's latest check-in at one point of a departure's day. */
export interface CheckInsTable {
  travellerId: string;
  point: string;
  departureId: string;
  present: boolean;
  at: Date;
  by: string | null;
  /** The change that set it: breaks a tie of equal `at` the same way on every replica. */
  opId: string;
}

export interface IncidentsTable {
  /** Made by the leader page, so a change sent twice is recorded once. */
  id: string;
  departureId: string;
  travellerId: string | null;
  text: string;
  at: Date;
  by: string | null;
  createdAt: CreatedAt;
}

/** Each change a leader page sent, applied or rejected once. */
export interface LeaderSyncOpsTable {
  id: string;
  leaderId: string | null;
  type: string;
  /** A change sent again is answered `duplicate` and not stored twice. */
  status: 'applied' | 'rejected';
  error: string | null;
  receivedAt: ColumnType<Date, Date | undefined, never>;
}
