/**
 * Razorpay's Refunds API (DESIGN.md "Refunds through Razorpay"): POST
 * {RAZORPAY_API_URL}/v1/payments/{paymentId}/refund, basic auth, JSON {amount (paise), speed:
 * "normal", receipt: <booking reference>, notes: {bookingId, refundId}}, with our refund's id as the
 * `X-Refund-Idempotency` key (Razorpay's documented header: the same key never refunds twice). Before
 * sending a refund again, the payment's refunds are read (GET .../refunds) and one carrying our
 * refund id in its notes is taken instead.
 */
import { PaymentProviderError, type RazorpayOptions } from './razorpay.ts';

export interface RazorpayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

const authorization = (options: RazorpayOptions) => `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

export async function razorpayCall(
  options: RazorpayOptions,
  path: string,
  init: { method: 'GET' | 'POST'; body?: string; idempotencyKey?: string },
) {
  if (!options.keyId || !options.keySecret) throw new PaymentProviderError('Razorpay keys are not configured');
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}${path}`, {
      method: init.method,
      headers: {
        authorization: authorization(options),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.idempotencyKey ? { 'x-refund-idempotency': init.idempotencyKey } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(`Razorpay call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PaymentProviderError(`Razorpay answered HTTP ${response.status}: ${text.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PaymentProviderError('Razorpay answered something that is not JSON', response.status);
  }
}

const refundStatusOf = (status: unknown): RazorpayRefund['status'] =>
  status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending';

function asRefund(value: unknown): RazorpayRefund | null {
  if (typeof value !== 'object' || value === null) return null;
  const entity = value as Record<string, unknown>;
  if (typeof entity.id !== 'string' || !entity.id) return null;
  return {
    id: entity.id,
    paymentId: String(entity.payment_id ?? ''),
    amount: Number(entity.amount),
    status: refundStatusOf(entity.status),
  };
}

export interface RefundRequest {
  refundId: string;
  providerPaymentId: string;
  amountPaise: number;
  reference: string;
  bookingId: string;
}

/** Asks Razorpay to refund; the answer's refund (its status may still be pending). */
export async function createRazorpayRefund(options: RazorpayOptions, refund: RefundRequest): Promise<RazorpayRefund> {
  const body = JSON.stringify({
    amount: refund.amountPaise,
    speed: 'normal',
    receipt: refund.reference,
    notes: { bookingId: refund.bookingId, refundId: refund.refundId },
  });
  const answer = await razorpayCall(options, `/v1/payments/${encodeURIComponent(refund.providerPaymentId)}/refund`, {
    method: 'POST',
    body,
    idempotencyKey: refund.refundId,
  });
  const created = asRefund(answer);
  if (!created) throw new PaymentProviderError('Razorpay answered a refund without an id');
  return created;
}

/** The refund Razorpay already made for our refund `refundId` (its notes name it), or null. */
export async function findRazorpayRefund(options: RazorpayOptions, providerPaymentId: string, refundId: string) {
  const answer = await razorpayCall(options, `/v1/payments/${encodeURIComponent(providerPaymentId)}/refunds`, { method: 'GET' });
  const items = (answer as { items?: unknown }).items;
  if (!Array.isArray(items)) return null;
  for (const item of items) {
    const notes = (item as { notes?: { refundId?: unknown } }).notes;
    if (notes?.refundId === refundId) return asRefund(item);
  }
  return null;
}
