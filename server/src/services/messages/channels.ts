/**
 * The channels a message to a traveller goes out on: WhatsApp when the traveller agreed and it is
 * on, else SMS (console and Twilio send the text; MSG91 sends the template's DLT-registered text
 * with its parameters as variables), and e-mail over SMTP (HTML and text) or the console line
 * `EMAIL to <address>: <subject>`. WhatsApp that fails falls back to SMS.
 */
import type { Config } from '../../config.ts';
import { smtpMail } from './smtp-mail.ts';
import type { Language } from '../../domain/languages.ts';
import { messageText } from '../../domain/message-texts.ts';
import type { MessageChannel, MessageParams, MessageTemplate } from '../../domain/traveller-messages.ts';
import { createSmsSender } from './sms/index.ts';
import { sendMsg91Flow } from './sms/msg91.ts';
import type { PhoneNumber } from './sms/sender.ts';
import { createWhatsappSender } from './whatsapp.ts';

export interface Outgoing {
  template: MessageTemplate;
  params: MessageParams;
  phone: PhoneNumber;
  whatsapp: boolean;
  /** The booking's language: the SMS text and the WhatsApp template's language. */
  language: Language;
  /** Our message's id, for the provider to echo back in its callbacks. */
  messageId?: string;
}

export interface Delivered {
  channel: MessageChannel;
  providerMessageId: string | null;
  /** The WhatsApp error when it fell back to SMS. */
  fallbackFrom: string | null;
}

export interface Channels {
  /** The channel a message for this traveller is planned on. */
  channelFor(whatsappOptIn: boolean): MessageChannel;
  send(message: Outgoing): Promise<Delivered>;
  email(message: { to: string; subject: string; text: string; html: string }): Promise<void>;
}

export function createChannels(config: Config): Channels {
  const whatsapp = createWhatsappSender(config);
  const sms = createSmsSender(config);
  const sendSms = async ({ template, params, phone, language }: Outgoing) => {
    if (config.smsProvider === 'msg91') {
      const templateId = config.messaging.dltTemplates[template];
      if (!templateId) throw new Error(`No DLT template id for ${template}: set it in MSG91_DLT_TEMPLATES`);
      const { MSG91_AUTH_KEY: authKey, MSG91_SENDER_ID: senderId, MSG91_API_URL: apiUrl } = config;
      await sendMsg91Flow({ authKey, senderId, apiUrl }, { to: phone, templateId, variables: params });
      return;
    }
    const text = messageText(config.BUSINESS_NAME, template, params, language);
    await sms.sendCode({ to: phone, code: params.reference ?? '', text });
  };
  const mail = config.messaging.emailProvider === 'smtp' ? smtpMail(config.SMTP_URL) : null;
  return {
    channelFor: (whatsappOptIn) => (whatsappOptIn && whatsapp ? 'whatsapp' : 'sms'),
    async send(message) {
      let fallbackFrom: string | null = null;
      if (message.whatsapp && whatsapp) {
        try {
          return {
            channel: 'whatsapp',
            providerMessageId: await whatsapp.send({
              to: message.phone,
              template: message.template,
              params: message.params,
              language: message.language,
              messageId: message.messageId,
            }),
            fallbackFrom,
          };
        } catch (error) {
          fallbackFrom = error instanceof Error ? error.message : String(error);
        }
      }
      await sendSms(message);
      return { channel: 'sms', providerMessageId: null, fallbackFrom };
    },
    async email({ to, subject, text, html }) {
      if (config.messaging.emailProvider === 'off') return;
      if (!mail) {
        process.stdout.write(`EMAIL to ${to}: ${subject}\n`);
        return;
      }
      await mail.send({ from: config.NOTIFY_EMAIL_FROM || config.BUSINESS_EMAIL, to, subject, text, html });
    },
  };
}
