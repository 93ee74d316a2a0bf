/**
 * Razorpay Smart Collect (DESIGN "Bank transfers matched"): a virtual account per booking that owes
 * money, `POST /v1/virtual_accounts` {receivers: {types: ["bank_account", "vpa"]}, description,
 * notes: {bookingId}, close_by}, and `POST /v1/virtual_accounts/{id}/close`. Basic auth with the key
 * id and secret, as the Orders API; every call bounded by RAZORPAY_TIMEOUT_MS.
 */
import type { RazorpayOptions } from './razorpay.ts';
import { PaymentProviderError } from './razorpay.ts';

export interface VirtualAccount {
  id: string;
  accountNumber: string;
  ifsc: string;
  name: string;
  upiId: string | null;
}

async function call(options: RazorpayOptions, path: string, body: unknown): Promise<Record<string, unknown>> {
  if (!options.keyId || !options.keySecret) throw new PaymentProviderError('Razorpay keys are not configured');
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new PaymentProviderError(`Razorpay ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PaymentProviderError(`Razorpay answered HTTP ${response.status}: ${text.slice(0, 300)}`, response.status);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new PaymentProviderError('Razorpay answered something that is not JSON', response.status);
  }
}

type Receiver = { entity?: unknown; account_number?: unknown; ifsc?: unknown; name?: unknown; address?: unknown };

/** A booking's own account: its reference as the description, its id in the notes, closed by `closeBy` at the latest. */
export async function createVirtualAccount(
  options: RazorpayOptions,
  account: { bookingId: string; reference: string; closeBy: Date },
): Promise<VirtualAccount> {
  const answer = await call(options, '/v1/virtual_accounts', {
    receivers: { types: ['bank_account', 'vpa'] },
    description: account.reference,
    notes: { bookingId: account.bookingId },
    close_by: Math.floor(account.closeBy.getTime() / 1000),
  });
  const receivers = (Array.isArray(answer.receivers) ? answer.receivers : []) as Receiver[];
  const bank = receivers.find((receiver) => receiver.entity === 'bank_account');
  const vpa = receivers.find((receiver) => receiver.entity === 'vpa');
  if (typeof answer.id !== 'string' || !bank || typeof bank.account_number !== 'string' || typeof bank.ifsc !== 'string') {
    throw new PaymentProviderError('Razorpay answered a virtual account without its bank account');
  }
  return {
    id: answer.id,
    accountNumber: bank.account_number,
    ifsc: bank.ifsc,
    name: typeof bank.name === 'string' ? bank.name : '',
    upiId: typeof vpa?.address === 'string' ? vpa.address : null,
  };
}

export async function closeVirtualAccount(options: RazorpayOptions, id: string): Promise<void> {
  await call(options, `/v1/virtual_accounts/${encodeURIComponent(id)}/close`, {});
}
