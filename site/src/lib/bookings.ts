/**
 * The traveller's calls of the bookings contract (docs/product.md#bookings-and-payments), over the one
 * API client (bearer token, timeout, 401 handling). The server computes every amount; the site only
 * shows what it answers.
 */
import { documentFileName, messages } from '@travel/server/domain';
import type {
  Booking,
  Departure,
  GstDocument,
  NewBooking,
  PaymentRequest,
  PricingQuote,
  Referral,
  VoucherUsed,
} from '@travel/server/entities';
import { fillTemplate } from '../i18n/fill-template.ts';
import { say } from '../i18n/sign-in-en.ts';
import { apiFetch, apiRequest, ApiError } from './api.ts';
import { sessionStore } from './safe-storage.ts';

const fallbackError = messages.somethingWentWrong;

export interface RazorpayResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export const bookingsApi = {
  departures: async (tripId: string): Promise<Departure[]> =>
    (await apiRequest<{ departures: Departure[] }>(`/public/trips/${encodeURIComponent(tripId)}/departures`, { fallbackError })).departures,
  create: (body: NewBooking) =>
    apiRequest<{ booking: Booking; payment: PaymentRequest }>('/bookings', { method: 'POST', body, fallbackError }),
  list: async (): Promise<Booking[]> => (await apiRequest<{ bookings: Booking[] }>('/bookings', { fallbackError })).bookings,
  get: async (id: string): Promise<Booking> =>
    (await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}`, { fallbackError })).booking,
  /** What is due now; a voucher code's balance is used first, and the answer says what it paid and what is left on it. */
  pay: (id: string, voucherCode?: string): Promise<{ payment: PaymentRequest; voucher?: VoucherUsed }> =>
    apiRequest<{ payment: PaymentRequest; voucher?: VoucherUsed }>(`/bookings/${encodeURIComponent(id)}/pay`, {
      method: 'POST',
      body: voucherCode ? { voucherCode } : {},
      fallbackError,
    }),
  verifyRazorpay: async (id: string, result: RazorpayResult): Promise<Booking> =>
    (
      await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}/razorpay/verify`, {
        method: 'POST',
        body: result,
        fallbackError,
      })
    ).booking,
  cancel: async (id: string): Promise<Booking> =>
    (await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, fallbackError }))
      .booking,
  stopMessages: async (id: string): Promise<Booking> =>
    (await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}/messages/stop`, { method: 'POST', fallbackError }))
      .booking,
  /** What a party would pay today, line by line, with a code or none (anyone may ask). */
  quote: (query: { departureId: string; adults: number; kids: number; code: string }): Promise<PricingQuote> =>
    apiRequest<PricingQuote>(
      `/public/pricing-quote?${new URLSearchParams({ ...query, adults: String(query.adults), kids: String(query.kids) }).toString()}`,
      { fallbackError },
    ),
  referral: (): Promise<Referral> => apiRequest<Referral>('/me/referral', { fallbackError }),
  documents: async (id: string): Promise<GstDocument[]> =>
    (await apiRequest<{ documents: GstDocument[] }>(`/bookings/${encodeURIComponent(id)}/documents`, { fallbackError })).documents,
};

/** A document's PDF, fetched with the traveller's token (a plain link cannot send it) and saved under its number. */
export async function downloadDocument(bookingId: string, document: Pick<GstDocument, 'id' | 'number'>): Promise<void> {
  const path = `/bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(document.id)}/pdf`;
  const response = await apiFetch(path, { accept: 'application/pdf', fallbackError });
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = documentFileName(document.number);
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The booking's UPI QR code as an object URL for an <img>: img tags cannot send the bearer token,
 * so the SVG is fetched with it. Null when there is none (no UPI id configured, or nothing due).
 */
export async function upiQrObjectUrl(bookingId: string): Promise<string | null> {
  try {
    const response = await apiFetch(`/bookings/${encodeURIComponent(bookingId)}/upi-qr`, { accept: 'image/svg+xml', fallbackError });
    return URL.createObjectURL(await response.blob());
  } catch {
    // A 401 has already signed the traveller out (the client's rule); anything else: no QR to show.
    return null;
  }
}

// What the reservation form hands to the booking page it opens next: the payment request (the
// offline instructions are shown without asking the server again) and why a payment failed.
const storedKey = (kind: 'payment' | 'error', bookingId: string) => `booking-${kind}:${bookingId}`;

// Private mode without storage: the booking page offers 'Pay now' instead.
function store(key: string, value: unknown): void {
  if (value === null) sessionStore.remove(key);
  else sessionStore.setJson(key, value);
}

const stored = <T>(key: string): T | null => sessionStore.getJson<T>(key);

export const rememberPayment = (bookingId: string, payment: PaymentRequest): void => store(storedKey('payment', bookingId), payment);
export const rememberedPayment = (bookingId: string): PaymentRequest | null => stored(storedKey('payment', bookingId));
export const forgetPayment = (bookingId: string): void => store(storedKey('payment', bookingId), null);

/** A payment error for the booking page to show once. */
export const rememberPaymentError = (bookingId: string, message: string): void => store(storedKey('error', bookingId), message);
export function takePaymentError(bookingId: string): string | null {
  const message = stored<string>(storedKey('error', bookingId));
  store(storedKey('error', bookingId), null);
  return message;
}

export const errorText = (error: unknown): string => (error instanceof ApiError ? error.message : fallbackError);

/**
 * An error in the page's words: a message with values by its code's template (filled with the answer's
 * params), any other by its text; English pages hand no map and show the API's words.
 */
export function sayError(translations: Record<string, string> | undefined, error: unknown): string {
  const template = error instanceof ApiError && error.code && error.params.length ? translations?.[error.code] : undefined;
  return template ? fillTemplate(template, error instanceof ApiError ? error.params : []) : say(translations, errorText(error));
}
