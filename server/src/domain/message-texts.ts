/**
 * What each message to a traveller says, in the booking's language (English and Hindi side by side,
 * one definition per template and language): the SMS text, the e-mail's subject and body, and what
 * a refund or voucher reads as in booking_cancelled. WhatsApp sends the approved template of the
 * same name in that language (`hi` / `en`) with the same parameters.
 */
import { formatDate, formatHindiDate, formatRupees } from './format.ts';
import type { Language } from './languages.ts';
import type { MessageParams, MessageTemplate } from './traveller-messages.ts';

type Texts = Record<MessageTemplate, (business: string, p: MessageParams) => string>;

const seatsEn = (seats: string | undefined) => (seats === '1' ? '1 seat' : `${seats ?? ''} seats`);
const hoursEn = (hours: string | undefined) => (hours === '1' ? '1 hour' : `${hours ?? ''} hours`);
const tripEn = (p: MessageParams) => `${p.place ?? ''} on ${p.startDate ? formatDate(p.startDate) : ''}`;
const tripHi = (p: MessageParams) => `${p.place ?? ''} (${p.startDate ? formatHindiDate(p.startDate) : ''})`;

const english: Texts = {
  booking_confirmed: (b, p) =>
    `${b}: booking ${p.reference} for ${tripEn(p)} is confirmed. Paid ${p.paid}${p.balance ? `, balance ${p.balance}` : ''}.`,
  balance_reminder: (b, p) =>
    `${b}: balance ${p.balance} for booking ${p.reference} (${tripEn(p)}) is due on ${formatDate(p.dueDate ?? '')}. Pay: ${p.link}`,
  instalment_reminder: (b, p) =>
    `${b}: instalment ${p.instalment} of ${p.amount} for booking ${p.reference} (${tripEn(p)}) is due on ${formatDate(p.dueDate ?? '')}. ` +
    `Pay: ${p.link}`,
  trip_starting: (b, p) =>
    `${b}: your trip to ${tripEn(p)} starts soon (booking ${p.reference}). ${p.instructions || 'We will call you with the details.'}`,
  review_request: (b, p) => `${b}: thank you for travelling to ${p.place} with us. Tell others how it was: ${p.link}`,
  booking_cancelled: (b, p) => `${b}: booking ${p.reference} for ${tripEn(p)} is cancelled.${p.refund ? ` ${p.refund}` : ''}`,
  waitlist_offer: (b, p) =>
    `${b}: ${seatsEn(p.seats)} freed up on ${tripEn(p)}, held for you as booking ${p.reference}. ` +
    `Pay within ${hoursEn(p.hours)} to keep them: ${p.link}`,
  departure_update: (b, p) => `${b}: about ${tripEn(p)} (booking ${p.reference}): ${p.text}`,
  traveller_invite: (b, p) => `${b}: ${p.lead} has a place for you on ${tripEn(p)} (booking ${p.reference}). Add your details: ${p.link}`,
  details_reminder: (b, p) =>
    `${b}: ${p.name}'s details for ${tripEn(p)} (booking ${p.reference}) are not complete yet. Fill them: ${p.link}`,
  fitness_proof_rejected: (b, p) =>
    `${b}: the fitness proof for ${p.name} (${tripEn(p)}, booking ${p.reference}) was not accepted: ${p.reason}. ` +
    `Please upload another: ${p.link}`,
  booking_shifted: (b, p) =>
    `${b}: booking ${p.reference} now travels on ${tripEn(p)}. Total ${p.total}${p.balance ? `, balance ${p.balance}` : ''}.`,
  share_request: (b, p) => `${b}: ${p.name}, your share for ${tripEn(p)} (booking ${p.reference}) is ${p.amount}. Pay: ${p.link}`,
};

const willCallHi = 'हम आपको पूरी जानकारी के लिए फ़ोन करेंगे।';

const hindi: Texts = {
  booking_confirmed: (b, p) =>
    `${b}: ${tripHi(p)} की बुकिंग ${p.reference} पक्की हो गई है। ` + `भुगतान ${p.paid}${p.balance ? `, बाक़ी ${p.balance}` : ''}।`,
  balance_reminder: (b, p) =>
    `${b}: बुकिंग ${p.reference} (${tripHi(p)}) की बाक़ी रक़म ${p.balance} ` +
    `${formatHindiDate(p.dueDate ?? '')} तक देनी है। भुगतान करें: ${p.link}`,
  instalment_reminder: (b, p) =>
    `${b}: बुकिंग ${p.reference} (${tripHi(p)}) की किस्त ${p.instalment}, ${p.amount}, ` +
    `${formatHindiDate(p.dueDate ?? '')} तक देनी है। भुगतान करें: ${p.link}`,
  trip_starting: (b, p) => `${b}: ${tripHi(p)} की आपकी यात्रा जल्द शुरू हो रही है (बुकिंग ${p.reference})। ${p.instructions || willCallHi}`,
  review_request: (b, p) => `${b}: ${p.place} की यात्रा हमारे साथ करने के लिए धन्यवाद। दूसरों को बताइए कैसी रही: ${p.link}`,
  booking_cancelled: (b, p) => `${b}: ${tripHi(p)} की बुकिंग ${p.reference} रद्द कर दी गई है।${p.refund ? ` ${p.refund}` : ''}`,
  waitlist_offer: (b, p) =>
    `${b}: ${tripHi(p)} पर ${p.seats ?? ''} ${p.seats === '1' ? 'सीट' : 'सीटें'} ख़ाली हुईं, ` +
    `बुकिंग ${p.reference} के रूप में आपके लिए रोकी गई हैं। ` +
    `इन्हें रखने के लिए ${p.hours ?? ''} घंटे में भुगतान करें: ${p.link}`,
  departure_update: (b, p) => `${b}: ${tripHi(p)} के बारे में (बुकिंग ${p.reference}): ${p.text}`,
  traveller_invite: (b, p) => `${b}: ${p.lead} ने ${tripHi(p)} (${p.reference}) पर आपके लिए जगह रखी है। जानकारी भरें: ${p.link}`,
  details_reminder: (b, p) => `${b}: ${tripHi(p)} (बुकिंग ${p.reference}) के लिए ${p.name} की जानकारी अभी पूरी नहीं है। भरें: ${p.link}`,
  fitness_proof_rejected: (b, p) =>
    `${b}: ${p.name} (${tripHi(p)}, ${p.reference}) का फ़िटनेस प्रमाण स्वीकार नहीं हुआ: ${p.reason}। दूसरा भेजें: ${p.link}`,
  booking_shifted: (b, p) => `${b}: बुकिंग ${p.reference} अब ${tripHi(p)} पर है। कुल ${p.total}${p.balance ? `, बाक़ी ${p.balance}` : ''}।`,
  share_request: (b, p) => `${b}: ${p.name}, ${tripHi(p)} (बुकिंग ${p.reference}) में आपका हिस्सा ${p.amount} है। भुगतान करें: ${p.link}`,
};

/** Every template's text in every language: the test checks none is missing. */
export const messageTexts: Record<Language, Texts> = { en: english, hi: hindi };

/** The SMS (and e-mail) text of a message in the booking's language; booking_confirmed keeps the confirmation SMS's words. */
export function messageText(businessName: string, template: MessageTemplate, params: MessageParams, language: Language = 'en'): string {
  return messageTexts[language][template](businessName, params);
}

/**
 * What booking_cancelled says of the money, in the booking's language: the refund to the original payment, the voucher,
 * and what was kept as the cancellation charge, each when there is one (a traveller who gets ₹0 back is told why).
 */
export function cancellationMoneyText(
  cancellation: { refundAmount: number; voucherAmount: number; retainedAmount: number } | null,
  language: Language = 'en',
): string {
  if (!cancellation) return '';
  const amount = (rupees: number) => (rupees > 0 ? formatRupees(rupees) : '');
  const refund = amount(cancellation.refundAmount);
  const voucher = amount(cancellation.voucherAmount);
  const kept = amount(cancellation.retainedAmount);
  if (language === 'hi') {
    const parts = [
      refund && `${refund} आपके भुगतान के तरीक़े में लौटाए जाएँगे`,
      voucher && `अगली यात्रा के लिए ${voucher} का वाउचर`,
      kept && `${kept} रद्दीकरण शुल्क के रूप में रखे गए`,
    ];
    const said = parts.filter(Boolean).join(', ');
    return said ? `${said}।` : '';
  }
  const parts = [
    refund && `Refund ${refund} to your payment`,
    voucher && `voucher ${voucher} for your next trip`,
    kept && `${kept} kept as the cancellation charge`,
  ].filter(Boolean);
  if (!parts.length) return '';
  const said = parts.join(', ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}
