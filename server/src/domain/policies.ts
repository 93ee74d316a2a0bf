/**
 * The policy pages a payment provider asks for (Privacy, Terms, Cancellation and Refunds, Contact)
 * and the cancellation policy of "Money after the deposit": CANCELLATION_POLICY's tiers, parsed
 * here once (configuration, pages and the later refund work all read them from this module), the
 * share retained for a number of days left, and the policy in words. Page texts are a small,
 * safe subset of Markdown (paragraphs, '## ' headings, '- ' lists, **bold**, links), written by
 * the operator in files or taken from the defaults below.
 */
import { countOf } from './plurals.ts';

export interface CancellationTier {
  /** From this many days before the start … */
  daysBefore: number;
  /** … this share of the total is retained (0–100); the rest is refunded. */
  retainPercent: number;
}

/** DESIGN's default: from 30 days before the start 10 % is retained, from 15 days 50 %, after that 100 %. */
export const defaultCancellationPolicy = '30:10,15:50,0:100';

export type CancellationPolicyParse = { tiers: CancellationTier[] } | { error: string };

/** 'daysBefore:retainPercent' pairs, comma-separated; tiers come back from the earliest to the latest. */
export function parseCancellationPolicy(text: string): CancellationPolicyParse {
  const tiers: CancellationTier[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^(\d{1,4})\s*:\s*(\d{1,3})$/.exec(part);
    if (!match) return { error: `"${part}" is not daysBefore:retainPercent (for example 30:10)` };
    const tier = { daysBefore: Number(match[1]), retainPercent: Number(match[2]) };
    if (tier.retainPercent > 100) return { error: `"${part}": the retained share is at most 100` };
    if (tiers.some((t) => t.daysBefore === tier.daysBefore)) return { error: `${tier.daysBefore} days appears twice` };
    tiers.push(tier);
  }
  return { tiers: tiers.sort((a, b) => b.daysBefore - a.daysBefore) };
}

/** The share retained when cancelling `daysLeft` days before the start: the tier with the largest daysBefore ≤ daysLeft (none: all). */
export function retainedPercent(tiers: CancellationTier[], daysLeft: number): number {
  const tier = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore).find((t) => t.daysBefore <= daysLeft);
  return tier ? tier.retainPercent : 100;
}

const refundWords = (retain: number) =>
  retain >= 100 ? 'no refund' : retain <= 0 ? 'a full refund' : `${100 - retain} % of the total refunded (${retain} % retained)`;

/** The policy in words, a line per tier: 'Cancelled 30 or more days before the start: 90 % of the total refunded (10 % retained)'. */
export function cancellationPolicyLines(tiers: CancellationTier[]): string[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const lines = sorted.map((tier, i) => {
    const later = sorted[i - 1];
    const days = (n: number) => countOf(n, { one: 'day', other: 'days' });
    let when: string;
    if (!later)
      when =
        tier.daysBefore === 0 ? 'Cancelled at any time before the start' : `Cancelled ${days(tier.daysBefore)} or more before the start`;
    else if (tier.daysBefore === 0) when = `Cancelled less than ${days(later.daysBefore)} before the start`;
    else when = `Cancelled ${tier.daysBefore} to ${later.daysBefore - 1} days before the start`;
    return `${when}: ${refundWords(tier.retainPercent)}`;
  });
  const last = sorted[sorted.length - 1];
  if (last && last.daysBefore > 0) lines.push(`Cancelled less than ${last.daysBefore} days before the start: no refund`);
  return lines;
}

const refundWordsHi = (retain: number) =>
  retain >= 100 ? 'कोई रिफ़ंड नहीं' : retain <= 0 ? 'पूरा रिफ़ंड' : `कुल रक़म का ${100 - retain} % रिफ़ंड (${retain} % रखा जाएगा)`;

/** cancellationPolicyLines in Hindi, for the Hindi pages: the same tiers, a line each, in the same order. */
export function cancellationPolicyLinesHi(tiers: CancellationTier[]): string[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const lines = sorted.map((tier, i) => {
    const later = sorted[i - 1];
    let when: string;
    const anyTime = 'शुरुआत से पहले कभी भी रद्द करने पर';
    if (!later) when = tier.daysBefore === 0 ? anyTime : `शुरुआत से ${tier.daysBefore} या ज़्यादा दिन पहले रद्द करने पर`;
    else if (tier.daysBefore === 0) when = `शुरुआत से ${later.daysBefore} दिन से कम पहले रद्द करने पर`;
    else when = `शुरुआत से ${tier.daysBefore} से ${later.daysBefore - 1} दिन पहले रद्द करने पर`;
    return `${when}: ${refundWordsHi(tier.retainPercent)}`;
  });
  const last = sorted[sorted.length - 1];
  if (last && last.daysBefore > 0) lines.push(`शुरुआत से ${last.daysBefore} दिन से कम पहले रद्द करने पर: कोई रिफ़ंड नहीं`);
  return lines;
}

export const policyPages = [
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms and Conditions' },
  { slug: 'cancellation-and-refunds', title: 'Cancellation and Refunds' },
  { slug: 'contact', title: 'Contact Us' },
] as const;
export type PolicySlug = (typeof policyPages)[number]['slug'];

export const policyTitle = (slug: PolicySlug): string => policyPages.find((page) => page.slug === slug)!.title;

/** What a default text may name; `{name}` in a text is replaced by it. */
export interface PolicyBusiness {
  companyName: string;
  email: string;
  phone: string;
  address: string;
}

/** The texts a new site starts with (Markdown subset); an operator's file replaces one whole. */
export const defaultPolicyTexts: Record<PolicySlug, string> = {
  privacy: `{companyName} collects only what it needs to plan and run your trip: your name, mobile number, the names of
the people travelling with you, and the details you give us in a booking or a custom trip request.

## How we use it
- To sign you in with a one-time code sent to your mobile number.
- To hold your seats, take your payments and send you messages about your booking.
- To answer the custom trip requests you send us.

## Who sees it
Our team, and the partners who carry out your trip (hotels, transport) where they need it. Payments are handled by our
payment provider; we never see or keep your card or UPI PIN. We do not sell your data.

## Your choices
Write to {email} to see, correct or delete what we keep about you.`,
  terms: `These terms apply to every trip booked with {companyName}.

## Booking
- A booking holds its seats once the deposit is paid; the balance is due before the trip starts.
- Prices are per person in Indian rupees and include GST unless the trip says otherwise.
- The lead traveller is responsible for the details of everyone in the booking.

## Changes
We may change an itinerary for safety, weather or reasons outside our control, and tell you as soon as we know. If we
cancel a departure, everything you paid is refunded in full.

## Cancellation
Cancellations and refunds follow our Cancellation and Refunds policy.

## Contact
{companyName}, {address}. {email} · {phone}.`,
  'cancellation-and-refunds': `Refunds go back to the way you paid (UPI, bank transfer or card) within 7 working days of
the cancellation. If we cancel a departure, everything you paid is refunded in full.

To cancel, open your booking under My Bookings, or write to {email} with your booking reference.`,
  contact: `We answer within a working day.`,
};

/** The page's text: the operator's, else the default, with `{companyName}`, `{email}`, `{phone}`, `{address}` filled in. */
export function policyText(slug: PolicySlug, business: PolicyBusiness, custom?: string | null): string {
  const text = custom?.trim() ? custom : defaultPolicyTexts[slug];
  return text.replace(/\{(companyName|email|phone|address)\}/g, (_, key: keyof PolicyBusiness) => business[key]);
}

export type PolicyBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Splits the Markdown subset into headings, paragraphs and lists (inline marks stay in the text). */
export function policyBlocks(markdown: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    if (lines.length === 1 && /^#{1,3}\s/.test(lines[0])) blocks.push({ kind: 'heading', text: lines[0].replace(/^#+\s*/, '') });
    else if (lines.every((line) => /^[-*]\s/.test(line))) blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    else {
      // A heading line followed by text in the same chunk.
      if (/^#{1,3}\s/.test(lines[0])) blocks.push({ kind: 'heading', text: lines.shift()!.replace(/^#+\s*/, '') });
      const items = lines.filter((line) => /^[-*]\s/.test(line));
      if (items.length === lines.length) blocks.push({ kind: 'list', items: items.map((line) => line.slice(2).trim()) });
      else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Inline marks as HTML, escaped first: **bold**, [text](https://… | mailto: | tel: | /path). No other HTML gets through. */
export function policyInlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|mailto:|tel:|\/)[^)\s]*)\)/g, '<a href="$2">$1</a>');
}
