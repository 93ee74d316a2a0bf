/**
 * WhatsApp: the console provider prints `WHATSAPP to +<code><number>: <template> <JSON of its
 * parameters>`; the Cloud API provider sends an approved template with named parameters
 * (POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages, bearer WHATSAPP_TOKEN) and answers
 * the message id its delivery callbacks name.
 */
import type { Config } from '../../config.ts';
import { formatPhone, type Language } from '../../domain/index.ts';
import { type MessageParams, type MessageTemplate, orderedParams } from '../../domain/traveller-messages.ts';
import { answerText, type PhoneNumber, SMS_TIMEOUT_MS } from './sms/sender.ts';

export interface TemplateMessage {
  to: PhoneNumber;
  template: MessageTemplate;
  params: MessageParams;
  /** The booking's language: Hindi bookings get the template's `hi` translation. */
  language: Language;
  /** Our message's id, echoed in the provider's status callbacks (`biz_opaque_callback_data`). */
  messageId?: string;
}

export interface WhatsappSender {
  /** Answers the provider's message id (null from the console). */
  send(message: TemplateMessage): Promise<string | null>;
}

export class WhatsappError extends Error {
  override name = 'WhatsappError';
}

export function createWhatsappSender(config: Config): WhatsappSender | null {
  const provider = config.messaging.whatsappProvider;
  if (provider === 'off') return null;
  if (provider === 'console') {
    return {
      async send({ to, template, params }) {
        process.stdout.write(
          `WHATSAPP to ${formatPhone(to, { e164: true })}: ${template} ${JSON.stringify(orderedParams(template, params))}\n`,
        );
        return null;
      },
    };
  }
  const url = `${config.WHATSAPP_API_URL.replace(/\/+$/, '')}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return {
    async send({ to, template, params, language, messageId }) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // Status callbacks carry it back: a message whose try was interrupted before its id was stored is recognised.
        ...(messageId ? { biz_opaque_callback_data: messageId } : {}),
        to: `${to.countryCode}${to.mobileNumber}`,
        type: 'template',
        template: {
          name: template,
          language: { code: language === 'hi' ? 'hi' : config.WHATSAPP_TEMPLATE_LANGUAGE },
          components: [
            {
              type: 'body',
              parameters: Object.entries(orderedParams(template, params)).map(([name, text]) => ({
                type: 'text',
                parameter_name: name,
                text: text || '-',
              })),
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
      } catch (error) {
        throw new WhatsappError(`WhatsApp unreachable: ${(error as Error).message}`);
      }
      const text = await answerText(response);
      type Answer = { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } | null;
      let answer: Answer;
      try {
        answer = JSON.parse(text) as Answer;
      } catch {
        answer = null;
      }
      const id = answer?.messages?.[0]?.id;
      if (response.ok && typeof id === 'string') return id;
      const reason = typeof answer?.error?.message === 'string' ? answer.error.message : text;
      const code = answer?.error?.code === undefined ? '' : ` (code ${String(answer.error.code)})`;
      throw new WhatsappError(`WhatsApp refused the message (HTTP ${response.status})${code}: ${reason}`);
    },
  };
}
