/** The messaging settings: defaults, and what a start refuses (production above all). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM: '+15005550006',
  PUBLIC_URL: 'https://trips.example.in',
  PAYMENT_UPI_ID: 'wander@okhdfc',
};

describe('messaging settings', () => {
  it('print WhatsApp and e-mail to the console outside production, with reminders 7, 3 and 1 days before', () => {
    const config = loadConfig({});
    expect(config.messaging).toEqual({
      whatsappProvider: 'console',
      emailProvider: 'console',
      reminderDays: [7, 3, 1],
      dltTemplates: {},
      quietHours: { from: 21, until: 9 },
      detailsReminderDays: [14, 7, 2],
    });
    expect(config.PRE_TRIP_DAYS).toBe(2);
  });

  it('turn WhatsApp off in production unless the Cloud API is configured, and refuse a cloud without its token', () => {
    expect(loadConfig(production).messaging.whatsappProvider).toBe('off');
    expect(() => loadConfig({ ...production, WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      'WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET.',
    );
    const cloud = {
      ...production,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_APP_SECRET: 's',
    };
    expect(loadConfig(cloud).messaging.whatsappProvider).toBe('cloud');
  });

  it('take QUIET_HOURS as two hours of the day or off, and refuse anything else naming it', () => {
    expect(loadConfig({ QUIET_HOURS: '22-7' }).messaging.quietHours).toEqual({ from: 22, until: 7 });
    expect(loadConfig({ QUIET_HOURS: ' 1 - 6 ' }).messaging.quietHours).toEqual({ from: 1, until: 6 });
    expect(loadConfig({ QUIET_HOURS: 'off' }).messaging.quietHours).toBeNull();
    for (const bad of ['21', '21-', '9-9', '24-6', 'night', '21-9-3', '-1-5']) {
      expect(() => loadConfig({ QUIET_HOURS: bad }), bad).toThrow(`QUIET_HOURS must be two hours of the day such as 21-9`);
    }
  });

  it('refuse a moved clock in production, wrong reminder days and wrong DLT pairs', () => {
    expect(() => loadConfig({ ...production, CLOCK_OFFSET_MINUTES: '60' })).toThrow('CLOCK_OFFSET_MINUTES moves the clock for trials');
    expect(loadConfig({ CLOCK_OFFSET_MINUTES: '60' }).CLOCK_OFFSET_MINUTES).toBe(60);
    expect(() => loadConfig({ BALANCE_REMINDER_DAYS: '7,x' })).toThrow('BALANCE_REMINDER_DAYS must be whole days');
    expect(() => loadConfig({ MSG91_DLT_TEMPLATES: 'booking_confirmed' })).toThrow('MSG91_DLT_TEMPLATES must be template=DLT id pairs');
    expect(loadConfig({ MSG91_DLT_TEMPLATES: 'booking_confirmed=1207161234567890123' }).messaging.dltTemplates).toEqual({
      booking_confirmed: '1207161234567890123',
    });
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow('EMAIL_PROVIDER=smtp needs SMTP_URL.');
  });
});
