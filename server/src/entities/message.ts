/** A message to a traveller (one entry of a booking's plan): its API shape (its table: db/tables). */
import type { Selectable } from 'kysely';
import Type, { type Static } from 'typebox';
import { messageChannels, messageStatuses, messageTemplates } from '../domain/traveller-messages.ts';
import { Instant, literals, Nullable } from './columns.ts';
import type { MessagesTable } from '../db/schema.ts';

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
