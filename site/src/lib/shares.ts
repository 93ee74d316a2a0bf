/**
 * Each pays their share (DESIGN "Each pays their share"): the lead's calls (split, remind) and the
 * public pay page's (no sign-in: the token is the key), over the one API client.
 */
import { messages } from '@travel/server/domain';
import type { Booking, BookingShare, PaymentRequest } from '@travel/server/entities';
import { apiRequest } from './api.ts';
import type { RazorpayResult } from './bookings.ts';

const fallbackError = messages.somethingWentWrong;

/** What the pay page shows: the trip, the reference and the share's name and amounts (nothing else personal). */
export interface PayPage {
  share: { id: string; name: string; amount: number; amountPaid: number; due: number };
  trip: { place: string; startDate: string; endDate: string | null };
  reference: string;
  bookingStatus: string;
  provider: string;
}

const pay = (token: string) => `/pay/${encodeURIComponent(token)}`;

export const sharesApi = {
  split: async (bookingId: string): Promise<Booking> =>
    (await apiRequest<{ booking: Booking }>(`/bookings/${encodeURIComponent(bookingId)}/split`, { method: 'POST', fallbackError })).booking,
  remind: (bookingId: string, shareId: string) =>
    apiRequest<{ share: BookingShare; paymentLink: string | null }>(
      `/bookings/${encodeURIComponent(bookingId)}/shares/${encodeURIComponent(shareId)}/remind`,
      { method: 'POST', fallbackError },
    ),
  page: (token: string) => apiRequest<PayPage>(pay(token), { fallbackError }),
  pay: async (token: string): Promise<PaymentRequest> =>
    (await apiRequest<{ payment: PaymentRequest }>(pay(token), { method: 'POST', fallbackError })).payment,
  verify: (token: string, result: RazorpayResult) =>
    apiRequest<PayPage>(`${pay(token)}/razorpay/verify`, { method: 'POST', body: result, fallbackError }),
};
