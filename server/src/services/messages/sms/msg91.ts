/**
 * MSG91 (India): the Flow API, POST /api/v5/flow with the `authkey` header and a JSON body naming
 * the DLT-registered template and, optionally, the sender id. Indian operators only deliver
 * registered templates, so the text is the template's; the code goes in its `otp` variable
 * (the template reads ##otp##). MSG91 answers {"type":"success"|"error","message":...}, and
 * sometimes an error with HTTP 200, so the body decides.
 */
import { answerText, type PhoneNumber, SMS_TIMEOUT_MS, SmsDeliveryError, type SmsSender } from './sender.ts';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  senderId: string;
  apiUrl: string;
}

export function createMsg91Sender(options: Msg91Options): SmsSender {
  return {
    provider: 'msg91',
    async sendCode({ to, code }) {
      await sendMsg91Flow(options, { to, templateId: options.templateId, variables: { otp: code } });
    },
  };
}

/** One Flow API call: a DLT-registered template and the values of its variables (##name## in the template). */
export async function sendMsg91Flow(
  options: Omit<Msg91Options, 'templateId'>,
  message: { to: PhoneNumber; templateId: string; variables: Record<string, string> },
): Promise<void> {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/api/v5/flow`;
  const { to } = message;
  const body = {
    template_id: message.templateId,
    ...(options.senderId ? { sender: options.senderId } : {}),
    short_url: '0',
    recipients: [{ mobiles: `${to.countryCode}${to.mobileNumber}`, ...message.variables }],
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsDeliveryError(`MSG91 unreachable: ${(error as Error).message}`);
  }
  const text = await answerText(response);
  let answer: { type?: unknown; message?: unknown } | null;
  try {
    answer = JSON.parse(text) as { type?: unknown; message?: unknown } | null;
  } catch {
    answer = null;
  }
  if (response.ok && answer?.type === 'success') return;
  const reason = typeof answer?.message === 'string' ? answer.message : text;
  throw new SmsDeliveryError(`MSG91 refused the message (HTTP ${response.status}): ${reason}`, response.status);
}
