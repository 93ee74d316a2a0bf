/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP
 * basic auth (account SID and auth token) and a form body To, From (or MessagingServiceSid), Body.
 * Success is 201 with the message resource; errors are JSON {code, message, more_info, status}.
 */
import { formatPhone } from '../../../domain/index.ts';
import { answerText, SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number (+1555...) or a Messaging Service SID (MG...). */
  from: string;
  apiUrl: string;
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async sendCode({ to, text }) {
      const form = new URLSearchParams({ To: formatPhone(to, { e164: true }), Body: text });
      form.set(/^MG[0-9a-f]{32}$/i.test(options.from) ? 'MessagingServiceSid' : 'From', options.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Twilio unreachable: ${(error as Error).message}`);
      }
      if (response.ok) {
        const body = (await response.json().catch(() => null)) as { sid?: unknown; status?: unknown } | null;
        if (body && typeof body.sid === 'string' && body.status !== 'failed' && body.status !== 'undelivered') return;
        throw new SmsDeliveryError(`Twilio accepted the call but not the message: ${JSON.stringify(body)?.slice(0, 300)}`, response.status);
      }
      const answer = await answerText(response);
      let reason = answer;
      try {
        const error = JSON.parse(answer) as { code?: number; message?: string };
        reason = `${error.code ?? ''} ${error.message ?? ''}`.trim() || answer;
      } catch {
        // Not JSON (a proxy's error page): the text itself is the reason.
      }
      throw new SmsDeliveryError(`Twilio refused the message (HTTP ${response.status}): ${reason}`, response.status);
    },
  };
}
