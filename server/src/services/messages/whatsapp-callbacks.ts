/**
 * WhatsApp Cloud API delivery callbacks: the signature (X-Hub-Signature-256: `sha256=` and the hex
 * HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET, compared in constant time), and the
 * statuses they carry (delivered, read, failed with its error) recorded on the message they name;
 * and a message whose sending try was interrupted before its provider id was stored, recognised by
 * the id we sent as `biz_opaque_callback_data`, is marked as gone (dispatcher.ts explains the window).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { travellerMessageTexts } from '../../domain/index.ts';
import { recordDelivery, recoverInterruptedMessage } from '../../repositories/message-sending.ts';

export function callbackSignatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (!secret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length).toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface StatusEntry {
  id?: unknown;
  status?: unknown;
  biz_opaque_callback_data?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}
type Callback = { entry?: { changes?: { value?: { statuses?: StatusEntry[] } }[] }[] };

const receiptStatuses = new Set(['delivered', 'read', 'failed']);
const goneStatuses = new Set(['sent', 'delivered', 'read']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records every status the callback carries; answers how many messages changed. */
export async function recordCallback(db: Kysely<Database>, body: Callback, at: Date): Promise<number> {
  let changed = 0;
  for (const entry of Array.isArray(body.entry) ? body.entry : []) {
    for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
      for (const status of Array.isArray(change.value?.statuses) ? change.value.statuses : []) {
        if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
        const ours = status.biz_opaque_callback_data;
        if (typeof ours === 'string' && UUID.test(ours) && goneStatuses.has(status.status)) {
          const receipt = { providerMessageId: status.id, status: status.status as 'sent' | 'delivered' | 'read', at };
          if (await recoverInterruptedMessage(db, ours, { ...receipt, interruptedError: travellerMessageTexts.interruptedWhileSending })) {
            changed += 1;
            continue;
          }
        }
        if (!receiptStatuses.has(status.status)) continue;
        const error = status.errors?.[0];
        const reason = error
          ? [error.code, error.title, error.message, error.error_data?.details]
              .filter((part) => typeof part === 'string' || typeof part === 'number')
              .join(': ')
          : null;
        const receipt = { status: status.status as 'delivered' | 'read' | 'failed', error: reason, at };
        if (await recordDelivery(db, status.id, receipt)) changed += 1;
      }
    }
  }
  return changed;
}
