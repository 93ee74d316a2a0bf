/**
 * Sending sign-in codes by SMS: one small interface (sender.ts), three providers (console, Twilio,
 * MSG91), chosen by SMS_PROVIDER. A provider throws SmsDeliveryError with the provider's own words;
 * the route answers 'Failed to send OTP' and logs that cause (never the code).
 */
import type { Config } from '../../../config.ts';
import { createConsoleSender } from './console.ts';
import { createMsg91Sender } from './msg91.ts';
import type { SmsSender } from './sender.ts';
import { createTwilioSender } from './twilio.ts';

export { type CodeMessage, type PhoneNumber, SmsDeliveryError, type SmsSender } from './sender.ts';

export function createSmsSender(config: Config): SmsSender {
  switch (config.smsProvider) {
    case 'twilio':
      return createTwilioSender({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_FROM,
        apiUrl: config.TWILIO_API_URL,
      });
    case 'msg91':
      return createMsg91Sender({
        authKey: config.MSG91_AUTH_KEY,
        templateId: config.MSG91_TEMPLATE_ID,
        senderId: config.MSG91_SENDER_ID,
        apiUrl: config.MSG91_API_URL,
      });
    default:
      return createConsoleSender();
  }
}
