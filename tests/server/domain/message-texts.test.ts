/** Every message to a traveller has its text in English and in Hindi, each filled from its parameters. */
import { describe, expect, it } from 'vitest';
import {
  cancellationMoneyText,
  languages,
  messageTemplates,
  messageText,
  messageTexts,
  stillWanted,
  templateParameters,
} from '../../../server/src/domain/index.ts';

const sample = {
  reference: 'AB23CD45',
  place: 'Spiti',
  startDate: '2031-03-05',
  paid: '₹2,500',
  balance: '₹7,500',
  dueDate: '2031-02-18',
  link: 'https://trips.example.in/bookings/b1#pay',
  instructions: 'Meet at Manali bus stand, 6 am',
  refund: 'Refund ₹2,500 to your payment.',
  seats: '2',
  hours: '12',
  text: 'The road is open',
};

describe('message texts', () => {
  it('has every template in both languages, naming the booking or the trip, Hindi in Devanagari', () => {
    for (const language of languages) expect(Object.keys(messageTexts[language]).sort()).toEqual([...messageTemplates].sort());
    for (const template of messageTemplates) {
      const en = messageText('Wander Co', template, sample, 'en');
      const hi = messageText('Wander Co', template, sample, 'hi');
      expect(en.startsWith('Wander Co: '), template).toBe(true);
      expect(hi.startsWith('Wander Co: '), template).toBe(true);
      expect(hi, template).not.toBe(en);
      expect(hi, template).toMatch(/[\u0900-\u097F]/);
      // Each text carries the parameters its template names (the WhatsApp template fills the same ones).
      for (const name of templateParameters[template]) {
        // Dates and amounts are formatted; the review request thanks for the trip without its booking.
        if (['startDate', 'dueDate', 'paid', 'refund', 'balance'].includes(name)) continue;
        if (template === 'review_request' && name === 'reference') continue;
        expect(en, `${template} ${name}`).toContain(sample[name as keyof typeof sample]);
        expect(hi, `${template} ${name}`).toContain(sample[name as keyof typeof sample]);
      }
    }
  });

  it('writes the dates of each language', () => {
    expect(messageText('W', 'balance_reminder', sample, 'en')).toBe(
      'W: balance ₹7,500 for booking AB23CD45 (Spiti on Mar 05, 2031) is due on Feb 18, 2031. Pay: https://trips.example.in/bookings/b1#pay',
    );
    expect(messageText('W', 'balance_reminder', sample, 'hi')).toContain('18 फ़र॰ 2031');
    expect(messageText('W', 'waitlist_offer', sample, 'en')).toBe(
      'W: 2 seats freed up on Spiti on Mar 05, 2031, held for you as booking AB23CD45. ' +
        'Pay within 12 hours to keep them: https://trips.example.in/bookings/b1#pay',
    );
  });

  it('says the refund, the voucher and what was kept of a cancellation, in the language', () => {
    const money = { refundAmount: 2500, voucherAmount: 1000, retainedAmount: 0 };
    expect(cancellationMoneyText(money)).toBe('Refund ₹2,500 to your payment, voucher ₹1,000 for your next trip.');
    expect(cancellationMoneyText(money, 'hi')).toContain('₹2,500');
    expect(cancellationMoneyText(money, 'hi')).toMatch(/वाउचर/);
    expect(cancellationMoneyText(null, 'hi')).toBe('');
    // ₹0 back: the message says what was kept, in both languages.
    const nothingBack = { refundAmount: 0, voucherAmount: 0, retainedAmount: 6500 };
    expect(cancellationMoneyText(nothingBack)).toBe('₹6,500 kept as the cancellation charge.');
    expect(cancellationMoneyText(nothingBack, 'hi')).toBe('₹6,500 रद्दीकरण शुल्क के रूप में रखे गए।');
    const part = { refundAmount: 3250, voucherAmount: 0, retainedAmount: 3250 };
    expect(cancellationMoneyText(part)).toBe('Refund ₹3,250 to your payment, ₹3,250 kept as the cancellation charge.');
    const refundHi = '₹3,250 आपके भुगतान के तरीक़े में लौटाए जाएँगे';
    expect(cancellationMoneyText(part, 'hi')).toBe(`${refundHi}, ₹3,250 रद्दीकरण शुल्क के रूप में रखे गए।`);
  });
});

describe('messages that no longer mean anything', () => {
  it('drops a waitlist offer whose booking was paid, cancelled or whose hold passed, and reminders a day late; the rest stand', () => {
    const now = new Date('2030-01-10T05:00:00Z');
    const later = new Date('2030-01-10T09:00:00Z');
    expect(stillWanted('waitlist_offer', { status: 'pending_payment', holdExpiresAt: later }, now)).toBe(true);
    expect(stillWanted('waitlist_offer', { status: 'pending_payment', holdExpiresAt: now }, later)).toBe(false);
    expect(stillWanted('waitlist_offer', { status: 'confirmed', holdExpiresAt: null }, now)).toBe(false);
    expect(stillWanted('waitlist_offer', { status: 'cancelled', holdExpiresAt: later }, now)).toBe(false);
    expect(stillWanted('booking_confirmed', { status: 'confirmed', holdExpiresAt: null }, now)).toBe(true);
    // A planned reminder found a day late (the app was down) is dropped; the confirmation and review request are not.
    const confirmed = { status: 'confirmed', holdExpiresAt: null };
    const dayAndMinute = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    const day = new Date(now.getTime() + 24 * 3_600_000);
    expect(stillWanted('balance_reminder', confirmed, day, now)).toBe(true);
    expect(stillWanted('balance_reminder', confirmed, dayAndMinute, now)).toBe(false);
    expect(stillWanted('trip_starting', confirmed, dayAndMinute, now)).toBe(false);
    expect(stillWanted('review_request', confirmed, dayAndMinute, now)).toBe(true);
    expect(stillWanted('booking_confirmed', confirmed, dayAndMinute, now)).toBe(true);
  });
});
