/**
 * Passes stored customization requests on to the business, by e-mail (SMTP_URL) and/or webhook
 * (NOTIFY_WEBHOOK_URL). The request is already in the database when this starts: a failure here
 * is logged, recorded on the row (attempts, last error) and retried with doubling delays, never
 * lost. Each try first takes a lease on the row (a conditional UPDATE), so replicas and restarts
 * never send one request twice at the same time, and a sweep picks up whatever came due —
 * retries, and requests stored while no process was sending.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { CustomizationRequestRow, Database } from '../db/schema.ts';
import { formatRupees, tripTypeLabel } from '../domain/index.ts';
import { toCustomizationRequest } from '../repositories/customization-requests.ts';

export interface CustomizationNotifier {
  readonly configured: boolean;
  /** Called after a request is stored: try now, in the background. */
  stored(id: string): void;
  /** Tries every request that is due. */
  sweep(): Promise<void>;
  /** Stops timers and waits for tries in progress. */
  close(): Promise<void>;
}

/** A try may take this long before another process may take it over. */
const LEASE_MS = 2 * 60_000;
const SEND_TIMEOUT_MS = 15_000;
const SWEEP_BATCH = 20;
const MAX_SWEEP_INTERVAL_MS = 60_000;

type Channel = (row: CustomizationRequestRow) => Promise<void>;

function summaryLines(row: CustomizationRequestRow, config: Config): string[] {
  const request = toCustomizationRequest(row);
  const tripPrice = request.tripPrice !== null ? formatRupees(request.tripPrice) : '';
  const tripFacts = [request.tripName, tripPrice, request.tripDays].filter(Boolean);
  const lines = [
    `Traveller: ${request.username}, +${request.countryCode} ${request.mobileNumber}${request.email ? `, ${request.email}` : ''}`,
    request.tripName ? `Trip: ${tripFacts.join(', ')}` : 'Trip: general customization',
    `Preferred place: ${request.preferredPlace}`,
    `Dates: ${request.startDate} to ${request.endDate}`,
    `Members: ${request.numberOfMembers}` +
      (request.numberOfAdults !== null ? `, adults ${request.numberOfAdults}` : '') +
      (request.numberOfKids !== null ? `, kids ${request.numberOfKids}` : ''),
  ];
  if (request.tripType) lines.push(`Trip type: ${tripTypeLabel(request.tripType)}`);
  if (request.additionalNotes) lines.push(`Notes: ${request.additionalNotes}`);
  lines.push('', request.message, '', `Request ${request.id}, received ${request.createdAt}`);
  if (config.PUBLIC_URL) lines.push(`${config.PUBLIC_URL.replace(/\/+$/, '')}/admin/customization-requests/${request.id}/show`);
  return lines;
}

function emailChannel(config: Config): Channel {
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return async (row) => {
    await transport.sendMail({
      from: config.NOTIFY_EMAIL_FROM || config.BUSINESS_EMAIL,
      to: config.NOTIFY_EMAIL_TO || config.BUSINESS_EMAIL,
      subject: `Trip customization request from ${row.username}: ${row.preferredPlace}`,
      text: summaryLines(row, config).join('\n'),
    });
  };
}

function webhookChannel(config: Config): Channel {
  return async (row) => {
    const body = JSON.stringify({ event: 'customization_request.created', request: toCustomizationRequest(row) });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': row.id };
    if (config.NOTIFY_WEBHOOK_SECRET) headers['x-signature'] = `sha256=${createHmac('sha256', config.NOTIFY_WEBHOOK_SECRET).update(body).digest('hex')}`;
    const response = await fetch(config.NOTIFY_WEBHOOK_URL, { method: 'POST', headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`webhook answered HTTP ${response.status}${text ? `: ${text}` : ''}`);
    }
  };
}

export function createCustomizationNotifier(options: { db: Kysely<Database>; config: Config; now: () => Date; log: FastifyBaseLogger }): CustomizationNotifier {
  const { db, config, now, log } = options;
  const channels: [string, Channel][] = [];
  if (config.SMTP_URL) channels.push(['email', emailChannel(config)]);
  if (config.NOTIFY_WEBHOOK_URL) channels.push(['webhook', webhookChannel(config)]);
  const configured = channels.length > 0;
  const maxAttempts = config.NOTIFY_MAX_ATTEMPTS;
  const retryDelay = (attempt: number) => config.NOTIFY_RETRY_BASE_MS * 2 ** (attempt - 1);

  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const later = (ms: number, task: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** One try: lease the row if it is due, send on every channel, record the outcome. */
  async function attempt(id: string): Promise<void> {
    const at = now();
    const row = await db
      .updateTable('customizationRequests')
      .set((eb) => ({ notificationAttempts: eb('notificationAttempts', '+', 1), notificationNextAttemptAt: new Date(at.getTime() + LEASE_MS) }))
      .where('id', '=', id)
      .where('notificationStatus', 'in', ['pending', 'failed'])
      .where('notificationAttempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('notificationNextAttemptAt', 'is', null), eb('notificationNextAttemptAt', '<=', at)]))
      .returningAll()
      .executeTakeFirst();
    if (!row) return;
    try {
      for (const [, send] of channels) await send(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.notificationAttempts >= maxAttempts;
      const delay = retryDelay(row.notificationAttempts);
      await db
        .updateTable('customizationRequests')
        .set({
          notificationStatus: 'failed',
          notificationLastError: message.slice(0, 500),
          notificationNextAttemptAt: giveUp ? null : new Date(now().getTime() + delay),
        })
        .where('id', '=', id)
        .execute();
      log.error(
        { err: error, requestId: id, attempt: row.notificationAttempts, maxAttempts, retryInMs: giveUp ? null : delay },
        giveUp ? 'customization request notification failed; no tries left (the request is kept)' : 'customization request notification failed; will retry',
      );
      if (!giveUp) later(delay, () => notify(id));
      return;
    }
    await db
      .updateTable('customizationRequests')
      .set({ notificationStatus: 'sent', notifiedAt: now(), notificationLastError: null, notificationNextAttemptAt: null })
      .where('id', '=', id)
      .execute();
    log.info({ requestId: id, attempt: row.notificationAttempts, channels: channels.map(([name]) => name) }, 'customization request notified');
  }

  function notify(id: string) {
    if (closed) return;
    track(attempt(id).catch((error: unknown) => log.error({ err: error, requestId: id }, 'customization request notification could not be recorded')));
  }

  async function sweep(): Promise<void> {
    if (!configured || closed) return;
    const at = now();
    const due = await db
      .selectFrom('customizationRequests')
      .select('id')
      .where('notificationStatus', 'in', ['pending', 'failed'])
      .where('notificationAttempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('notificationNextAttemptAt', 'is', null), eb('notificationNextAttemptAt', '<=', at)]))
      .orderBy('createdAt')
      .limit(SWEEP_BATCH)
      .execute();
    for (const { id } of due) notify(id);
  }

  const sweepEvery = Math.min(Math.max(config.NOTIFY_RETRY_BASE_MS, 1000), MAX_SWEEP_INTERVAL_MS);
  const sweepTimer = configured ? setInterval(() => void sweep().catch((error: unknown) => log.warn({ err: error }, 'notification sweep failed')), sweepEvery) : null;
  sweepTimer?.unref();

  return {
    configured,
    stored(id) {
      if (!configured) {
        void db
          .updateTable('customizationRequests')
          .set({ notificationStatus: 'not_configured' })
          .where('id', '=', id)
          .where('notificationStatus', '=', 'pending')
          .execute()
          .catch((error: unknown) => log.warn({ err: error, requestId: id }, 'notification status not recorded'));
        return;
      }
      notify(id);
    },
    sweep,
    async close() {
      closed = true;
      if (sweepTimer) clearInterval(sweepTimer);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
