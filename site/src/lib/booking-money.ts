/**
 * The traveller's money calls after the deposit (DESIGN "Money after the deposit"): the quote of
 * cancelling, cancelling with the money back or as a credit voucher, and one's vouchers. Over the
 * one API client; the server computes every amount.
 */
import { messages } from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';
import type { Booking, Voucher } from '@travel/server/entities';
import { apiRequest } from './api.ts';

const fallbackError = messages.somethingWentWrong;

export interface CancellationQuote {
  daysBeforeStart: number;
  retainedAmount: number;
  refundAmount: number;
  voucherAmount: number;
  policy: CancellationTier[];
}

export type RefundChoice = 'original' | 'voucher';

const bookingPath = (id: string, rest: string) => `/bookings/${encodeURIComponent(id)}/${rest}`;

export const moneyApi = {
  quote: async (id: string): Promise<CancellationQuote> =>
    (await apiRequest<{ quote: CancellationQuote }>(bookingPath(id, 'cancellation'), { fallbackError })).quote,
  cancel: async (id: string, refundTo: RefundChoice): Promise<Booking> =>
    (await apiRequest<{ booking: Booking }>(bookingPath(id, 'cancel'), { method: 'POST', body: { refundTo }, fallbackError })).booking,
  vouchers: async (): Promise<Voucher[]> => (await apiRequest<{ vouchers: Voucher[] }>('/vouchers', { fallbackError })).vouchers,
};
