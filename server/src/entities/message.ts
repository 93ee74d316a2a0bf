/** A message to a traveller (one entry of a booking's plan): its API shape and its table. */
import type { ColumnType, Generated, Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { messageChannels, messageStatuses, messageTemplates, type MessageParams } from '../domain/traveller-messages.ts';
import { Instant, literals, Nullable } from './columns.ts';

export const TravellerMessageSchema = Type.Object({
  id: Type.String(),
  template: literals(messageTemplates),
  channel: literals(messageChannels),
  to: Type.String({ description: 'the number (+<code><number>) or e-mail address it goes to' }),
  status: literals(messageStatuses),
  sendAt: Instant,
  sentAt: Nullable(Instant),
  error: Nullable(Type.String()),
});
export type Message = Static<typeof TravellerMessageSchema>;

export interface MessagesTable {
  id: Generated<string>;
  bookingId: string;
  template: string;
  channel: string;
  recipient: string;
  params: ColumnType<MessageParams, string, string>;
  essential: boolean;
  /** Goes at once at any hour; otherwise it waits out quiet hours. */
  urgent: Generated<boolean>;
  status: Generated<string>;
  /** When the try now handing it to its provider began (status `sending`). */
  sendingAt: Generated<Date | null>;
  sendAt: Date;
  sentAt: Date | null;
  error: string | null;
  jobId: string | null;
  providerMessageId: string | null;
  /** A message to one traveller rather than the booker: their number (else the booker's). */
  toCountryCode: ColumnType<string | null, string | null | undefined, string | null>;
  toMobileNumber: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type MessageRow = Selectable<MessagesTable>;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    template: row.template as Message['template'],
    channel: row.channel as Message['channel'],
    to: row.recipient,
    // A message being handed to its provider has not gone yet.
    status: (row.status === 'sending' ? 'scheduled' : row.status) as Message['status'],
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  };
}
