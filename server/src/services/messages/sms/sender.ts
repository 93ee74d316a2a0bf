/** What every SMS provider implements, and what they share. */
import type { Config } from '../../../config.ts';

export interface PhoneNumber {
  countryCode: string;
  mobileNumber: string;
}

export interface CodeMessage {
  to: PhoneNumber;
  /** The 4-digit code, for providers whose registered template carries it as a variable (MSG91). */
  code: string;
  /** The whole text, for providers that send free text (console, Twilio). */
  text: string;
}

export interface SmsSender {
  readonly provider: Config['smsProvider'];
  sendCode(message: CodeMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'SmsDeliveryError';
    this.status = status;
  }
}

/** Provider calls give up after this long; the traveller can ask again. */
export const SMS_TIMEOUT_MS = 10_000;

/** A provider's answer body as text, cut short: enough to log why it refused. */
export async function answerText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 500);
}
