/**
 * Razorpay Payment Links (DESIGN "Payment links"), for reminders that can be paid in one tap: a
 * share's or an instalment's (`purpose`, `referenceId` its id). POST {RAZORPAY_API_URL}/v1/payment_links
 * {amount, currency: "INR", reference_id, description, customer: {name, contact}, notify: {sms: false,
 * email: false}, callback_url, callback_method: "get", expire_by} answers {id: "plink_…", short_url,
 * status}. Each link asked for is a row in payment_links first: when Razorpay is down the reminder
 * goes without a link and a job (PAYMENT_LINK_QUEUE, retried with backoff) makes it later; the
 * payment_link.paid webhook finds the row by the link's id and counts the payment.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { JobEngine } from '../../jobs/jobs.ts';
import {
  findPaymentLink,
  findPaymentLinkRow,
  insertPaymentLink,
  latestPaymentLink,
  type PaymentLinkPurpose,
  updatePaymentLink,
} from '../../../repositories/payment-links.ts';
import { razorpayCall } from './razorpay-refunds.ts';
import { PaymentProviderError, type RazorpayOptions } from './razorpay.ts';

export const PAYMENT_LINK_QUEUE = 'payment-link-create';

export interface PaymentLinkRequest {
  bookingId: string;
  purpose: PaymentLinkPurpose;
  /** The share's or the instalment's id: Razorpay's reference_id. */
  referenceId: string;
  amountPaise: number;
  description: string;
  customer: { name: string; contact: string };
  /** Where Razorpay sends the payer after paying (our page: the pay page or the booking). */
  callbackUrl: string;
  expireBy: Date;
}

export interface PaymentLinkDeps {
  db: Kysely<Database>;
  /** null: Razorpay not configured (no links are made). */
  razorpay: RazorpayOptions | null;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface MadeLink {
  id: string;
  shortUrl: string;
}

/** Asks Razorpay for a link; throws PaymentProviderError when it is down, slow or refuses. */
export async function createRazorpayPaymentLink(options: RazorpayOptions, link: PaymentLinkRequest): Promise<MadeLink> {
  const body = JSON.stringify({
    amount: link.amountPaise,
    currency: 'INR',
    reference_id: link.referenceId,
    description: link.description,
    customer: link.customer,
    notify: { sms: false, email: false },
    callback_url: link.callbackUrl,
    callback_method: 'get',
    expire_by: Math.floor(link.expireBy.getTime() / 1000),
  });
  const answer = (await razorpayCall(options, '/v1/payment_links', { method: 'POST', body })) as { id?: unknown; short_url?: unknown };
  if (typeof answer.id !== 'string' || !answer.id || typeof answer.short_url !== 'string') {
    throw new PaymentProviderError('Razorpay answered a payment link without an id or short_url');
  }
  return { id: answer.id, shortUrl: answer.short_url };
}

/** Razorpay refuses an expiry less than 15 minutes ahead: never ask for one closer than this. */
const minimumLifeMs = 20 * 60_000;

async function make(deps: PaymentLinkDeps, rowId: string, request: PaymentLinkRequest): Promise<string> {
  if (!deps.razorpay) throw new PaymentProviderError('Razorpay is not configured (RAZORPAY_KEY_ID)');
  const expireBy = new Date(Math.max(request.expireBy.getTime(), deps.now().getTime() + minimumLifeMs));
  const made = await createRazorpayPaymentLink(deps.razorpay, { ...request, expireBy });
  await updatePaymentLink(deps.db, rowId, { status: 'created', linkId: made.id, shortUrl: made.shortUrl, error: null }, deps.now());
  return made.shortUrl;
}

/**
 * A payment link for `request`. Razorpay takes one link per reference_id, so a share or instalment has
 * one: made earlier for this amount, it is answered again; for another amount, or still being made
 * by its job, none (the caller's message goes with its own page). Razorpay down: null at once (the
 * message goes without it) and a job makes the link later.
 */
export async function paymentLinkFor(deps: PaymentLinkDeps, request: PaymentLinkRequest): Promise<string | null> {
  const earlier = await latestPaymentLink(deps.db, request.purpose, request.referenceId);
  if (earlier) return earlier.status === 'created' && earlier.amountPaise === request.amountPaise ? earlier.shortUrl : null;
  const { bookingId, purpose, referenceId, amountPaise } = request;
  const row = { id: await insertPaymentLink(deps.db, { bookingId, purpose, referenceId, amountPaise }) };
  try {
    return await make(deps, row.id, request);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, paymentLinkId: row.id }, 'payment link not made now: the message goes without it, a job makes it later');
    await updatePaymentLink(deps.db, row.id, { error: error.message.slice(0, 500) }, deps.now());
    await deps.jobs.send(
      PAYMENT_LINK_QUEUE,
      { paymentLinkId: row.id, request: { ...request, expireBy: request.expireBy.toISOString() } },
      {
        id: row.id,
      },
    );
    return null;
  }
}

interface PaymentLinkJob {
  paymentLinkId: string;
  request: Omit<PaymentLinkRequest, 'expireBy'> & { expireBy: string };
}

/**
 * The queue whose jobs make the links Razorpay could not make at once (retried with doubling delays);
 * `made` runs once a late link exists (a share's request sent again, now with its link).
 */
export async function startPaymentLinks(
  deps: PaymentLinkDeps,
  settings: { retryLimit: number; retryDelaySeconds: number },
  made: (request: PaymentLinkRequest, shortUrl: string) => Promise<void>,
): Promise<void> {
  await deps.jobs.queue(PAYMENT_LINK_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
  });
  await deps.jobs.work<PaymentLinkJob>(PAYMENT_LINK_QUEUE, async (job) => {
    const row = await findPaymentLinkRow(deps.db, job.data.paymentLinkId);
    if (!row || row.status !== 'pending') return;
    const request = { ...job.data.request, expireBy: new Date(job.data.request.expireBy) };
    const shortUrl = await make(deps, row.id, request);
    await made(request, shortUrl);
  });
}

export { findPaymentLink };

export const markPaymentLinkPaid = (db: Kysely<Database>, id: string, now: Date) => updatePaymentLink(db, id, { status: 'paid' }, now);
