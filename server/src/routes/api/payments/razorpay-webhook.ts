/**
 * POST /api/payments/razorpay/webhook: Razorpay tells us of payments, including those the browser
 * never reported (a closed tab). The signature is over the raw body, so this route keeps the body
 * as bytes (its own content-type parser) and parses it only once the signature holds. Counted:
 * payment.captured and order.paid; payment_link.paid (a share's or an instalment's link, counted on
 * its booking and share); refund.processed and refund.failed settle our refund; other
 * events are answered 200 and ignored. A payment id is counted once, a refund settled once, however
 * often it is delivered. virtual_account.credited (PAYMENT_BANK_MATCHING) records a transfer to a
 * booking's own Smart Collect account: method bank_transfer, its UTR as the reference.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import Type from 'typebox';
import { bookingMessages, messages } from '../../../domain/index.ts';
import { badRequest } from '../../../errors.ts';
import { findPaymentOrder } from '../../../repositories/payments.ts';
import { bankAccountByProviderId } from '../../../repositories/bank-accounts.ts';
import { countPayment } from '../../../services/bookings/booking-ledger.ts';
import { settleProviderRefund } from '../../../services/money/refunds.ts';
import { holdMsFor } from '../../../services/money/payments/index.ts';
import { webhookSignatureValid } from '../../../services/money/payments/razorpay.ts';
import { findPaymentLink, markPaymentLinkPaid } from '../../../services/money/payments/payment-links.ts';
import { errorResponses, publicAccess } from '../../../schemas.ts';

const countedEvents = new Set(['payment.captured', 'order.paid']);

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
}

interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  notes?: { refundId?: unknown } | null;
}

interface PaymentLinkEntity {
  id?: unknown;
  reference_id?: unknown;
  amount_paid?: unknown;
}

interface VirtualAccountCredit {
  virtual_account?: { entity?: { id?: unknown; notes?: { bookingId?: unknown } | null } };
  bank_transfer?: { entity?: { utr?: unknown } };
  upi_transfer?: { entity?: { npci_reference_id?: unknown } };
}

type WebhookEvent = {
  event?: unknown;
  payload?: {
    payment?: { entity?: PaymentEntity };
    refund?: { entity?: RefundEntity };
    payment_link?: { entity?: PaymentLinkEntity };
  } & VirtualAccountCredit;
};

const refundEvents: Record<string, 'processed' | 'failed'> = { 'refund.processed': 'processed', 'refund.failed': 'failed' };

function paymentOf(event: WebhookEvent): { paymentId: string; orderId: string; amount: unknown } | null {
  const entity = event.payload?.payment?.entity;
  if (!entity || typeof entity.id !== 'string' || typeof entity.order_id !== 'string') return null;
  return { paymentId: entity.id, orderId: entity.order_id, amount: entity.amount };
}

/**
 * refund.processed / refund.failed: the refund found by Razorpay's id, else by our id in its notes (an
 * answer that never reached us), settled idempotently. A refund we do not know is acknowledged and logged.
 */
async function settleRefundEvent(app: FastifyInstance, event: WebhookEvent, status: 'processed' | 'failed', log: FastifyBaseLogger) {
  const entity = event.payload?.refund?.entity;
  if (!entity || typeof entity.id !== 'string' || !entity.id) return 'ignored';
  const outcome = { status, providerRefundId: entity.id };
  const ourId = typeof entity.notes?.refundId === 'string' ? entity.notes.refundId : null;
  const known =
    (await settleProviderRefund(app.ledger, { providerRefundId: entity.id }, outcome)) ||
    (ourId !== null && (await settleProviderRefund(app.ledger, { id: ourId }, outcome)));
  if (!known) log.warn({ event: event.event, refundId: entity.id }, 'razorpay webhook for a refund we do not know: acknowledged');
  return known ? 'settled' : 'ignored';
}
/**
 * payment_link.paid: the link found by its id (ours: a share's or an instalment's), the payment counted
 * on the booking (and the share) once by its payment id. A link we never made is acknowledged and logged.
 */
async function settlePaymentLinkEvent(app: FastifyInstance, event: WebhookEvent, log: FastifyBaseLogger) {
  const link = event.payload?.payment_link?.entity;
  const payment = event.payload?.payment?.entity;
  const row = typeof link?.id === 'string' && link.id ? await findPaymentLink(app.db, link.id) : null;
  if (!row || typeof payment?.id !== 'string' || !payment.id) {
    log.warn({ event: event.event, linkId: link?.id }, 'razorpay webhook for a payment link we do not know: acknowledged');
    return 'ignored';
  }
  const paid = [payment.amount, link?.amount_paid].find((amount) => Number.isInteger(amount) && (amount as number) > 0);
  const outcome = await countPayment(app.ledger, {
    bookingId: row.bookingId,
    amountPaise: (paid as number | undefined) ?? row.amountPaise,
    method: 'razorpay',
    providerPaymentId: payment.id,
    shareId: row.purpose === 'share' ? row.referenceId : null,
    holdMs: holdMsFor(app.config),
  });
  await markPaymentLinkPaid(app.db, row.id, app.now());
  return outcome.counted ? 'counted' : 'already counted';
}

/**
 * virtual_account.credited: money sent to a booking's own Smart Collect account, recorded on that
 * booking (method bank_transfer, the UTR as its reference) with its receipt voucher, once per
 * Razorpay payment id. A transfer above what is owed is recorded whole: the booking's excessAmount
 * shows the admin what to refund. An account we do not know is acknowledged and logged.
 */
async function creditBankTransfer(app: FastifyInstance, event: WebhookEvent, log: FastifyBaseLogger) {
  const payment = event.payload?.payment?.entity;
  const accountId = event.payload?.virtual_account?.entity?.id;
  const account = typeof accountId === 'string' ? await bankAccountByProviderId(app.db, accountId) : null;
  if (!account || !payment || typeof payment.id !== 'string' || !Number.isInteger(payment.amount) || (payment.amount as number) <= 0) {
    log.warn({ event: event.event, accountId }, 'razorpay webhook for an account we do not know: acknowledged');
    return 'ignored';
  }
  const utr = event.payload?.bank_transfer?.entity?.utr ?? event.payload?.upi_transfer?.entity?.npci_reference_id;
  const outcome = await countPayment(app.ledger, {
    bookingId: account.bookingId,
    amountPaise: payment.amount as number,
    method: 'bank_transfer',
    providerPaymentId: payment.id,
    reference: typeof utr === 'string' && utr ? utr : null,
    holdMs: holdMsFor(app.config),
  });
  return outcome.counted ? 'counted' : 'already counted';
}

const razorpayWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Whatever the content type, the body stays the bytes Razorpay signed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      // Read raw (the signature is over the bytes): the event's shape is for the document only.
      config: {
        documentedBody: {
          'application/json': Type.Object(
            {
              event: Type.String({
                description:
                  'e.g. payment.captured, order.paid, payment_link.paid, refund.processed, refund.failed, virtual_account.credited',
              }),
              payload: Type.Optional(Type.Object({})),
            },
            { description: 'The Razorpay event, signed in the X-Razorpay-Signature header' },
          ),
        },
      },
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret)',
        security: publicAccess,
        response: { 200: Type.Object({ status: Type.String() }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!webhookSignatureValid(app.config.RAZORPAY_WEBHOOK_SECRET, raw, request.headers['x-razorpay-signature'])) {
        request.log.warn('razorpay webhook refused: missing or wrong signature');
        throw badRequest(bookingMessages.webhookSignatureInvalid);
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) ?? {};
      } catch {
        throw badRequest(messages.invalidRequest);
      }
      if (typeof event === 'object' && event.event === 'payment_link.paid') {
        return { status: await settlePaymentLinkEvent(app, event, request.log) };
      }
      if (typeof event === 'object' && event.event === 'virtual_account.credited') {
        return { status: await creditBankTransfer(app, event, request.log) };
      }
      if (typeof event === 'object' && typeof event.event === 'string' && event.event in refundEvents) {
        return { status: await settleRefundEvent(app, event, refundEvents[event.event], request.log) };
      }
      if (typeof event !== 'object' || typeof event.event !== 'string' || !countedEvents.has(event.event)) return { status: 'ignored' };
      const payment = paymentOf(event);
      const order = payment ? await findPaymentOrder(app.db, 'razorpay', payment.orderId) : null;
      if (!payment || !order) {
        request.log.warn({ event: event.event }, 'razorpay webhook for an order we did not make: ignored');
        return { status: 'ignored' };
      }
      // What Razorpay captured, when it says; else what we asked for.
      const captured = Number.isInteger(payment.amount) && (payment.amount as number) > 0;
      const amountPaise = captured ? (payment.amount as number) : order.amountPaise;
      const outcome = await countPayment(app.ledger, {
        bookingId: order.bookingId,
        amountPaise,
        method: 'razorpay',
        providerPaymentId: payment.paymentId,
        providerOrderId: order.orderId,
        shareId: order.shareId,
        holdMs: holdMsFor(app.config),
      });
      return { status: outcome.counted ? 'counted' : 'already counted' };
    },
  );
};

export default razorpayWebhookRoutes;
