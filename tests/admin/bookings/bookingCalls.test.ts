/**
 * The data provider's bookings calls against a stand-in API: unwrapped lists and records, the
 * summary, an offline payment, the manifest as a CSV Blob, and the server's words on failure.
 */
import { messages } from '@travel/server/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../admin/src/providers/dataProvider.ts';
import { installFakeApi } from '../providers/fakeServer.ts';
import { makeBooking } from './bookingRecord.ts';

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userType', 'admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const listParams = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: { status: ['cancelled', 'expired'] },
};

describe('bookings and departures through the data provider', () => {
  it('unwraps {bookings} with its Content-Range total and passes the status filter on', async () => {
    const booking = makeBooking();
    const api = installFakeApi({
      'GET /api/admin/bookings': () => ({
        body: { success: true, bookings: [booking], total: 4 },
        headers: { 'content-range': 'bookings 0-0/4' },
      }),
    });
    await expect(dataProvider.getList('bookings', listParams)).resolves.toEqual({ data: [booking], total: 4 });
    const url = new URL(api.calls[0].url, 'http://x');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: ['cancelled', 'expired'] });
  });

  it('unwraps {departure, message} on create and {booking} on the cancel update', async () => {
    const departure = { id: 'd1', tripId: 't1', startDate: '2031-01-01', seatsTotal: 10, seatsLeft: 10 };
    const cancelled = makeBooking({ status: 'cancelled' });
    const api = installFakeApi({
      'POST /api/admin/departures': () => ({ status: 201, body: { departure, message: 'Departure created successfully!' } }),
      'PUT /api/admin/bookings/b1': () => ({ body: { booking: cancelled } }),
    });
    await expect(dataProvider.create('departures', { data: { tripId: 't1' } })).resolves.toEqual({ data: departure });
    const updated = await dataProvider.update('bookings', { id: 'b1', data: { status: 'cancelled' }, previousData: makeBooking() });
    expect(updated.data).toEqual(cancelled);
    expect(api.calls[1].body).toEqual({ status: 'cancelled' });
  });

  it("shows the server's 409 when a departure with bookings is deleted", async () => {
    installFakeApi({
      'DELETE /api/admin/departures/d1': () => ({
        status: 409,
        body: { error: 'This departure has bookings: cancel it instead of deleting it' },
      }),
    });
    await expect(dataProvider.delete('departures', { id: 'd1' })).rejects.toMatchObject({
      status: 409,
      message: 'This departure has bookings: cancel it instead of deleting it',
    });
  });

  it('reads the summary and records an offline payment with the token', async () => {
    const summary = {
      upcomingDepartures: [],
      moneyDue: 125000,
      collectedThisMonth: 0,
      counts: { pending_payment: 1, confirmed: 0, paid: 0, cancelled: 0, expired: 0 },
    };
    const confirmed = makeBooking({ status: 'confirmed', amountPaid: 18750, balanceDue: 56250 });
    const api = installFakeApi({
      'GET /api/admin/bookings/summary': () => ({ body: summary }),
      'POST /api/admin/bookings/b1/payments': () => ({ status: 201, body: { booking: confirmed } }),
    });
    await expect(dataProvider.getBookingSummary()).resolves.toEqual(summary);
    await expect(dataProvider.recordBookingPayment('b1', { amount: 18750, method: 'upi', reference: 'UTR1' })).resolves.toEqual(confirmed);
    expect(api.calls[1]).toMatchObject({ method: 'POST', body: { amount: 18750, method: 'upi', reference: 'UTR1' } });
    expect(api.calls[1].headers.authorization).toBe('Bearer token-1');
  });

  it("refuses a payment with the server's words, or the generic message when the network fails", async () => {
    installFakeApi({ 'POST /api/admin/bookings/b1/payments': () => ({ status: 409, body: { error: 'Not enough seats left' } }) });
    await expect(dataProvider.recordBookingPayment('b1', { amount: 1, method: 'cash' })).rejects.toMatchObject({
      status: 409,
      message: 'Not enough seats left',
    });
    installFakeApi({ 'GET /api/admin/bookings/summary': () => 'network-error' });
    await expect(dataProvider.getBookingSummary()).rejects.toMatchObject({ message: messages.internalError });
  });
});

describe('departure manifest', () => {
  it('is fetched with the admin token as CSV text', async () => {
    const csv = 'reference,name\nABCD2345,Asha Rao\n';
    const seen: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } });
    });
    await expect(dataProvider.getDepartureManifest('d 1')).resolves.toBe(csv);
    expect(seen).toEqual([{ url: '/api/admin/departures/d%201/manifest', authorization: 'Bearer token-1' }]);
  });

  it("fails with the server's message (an unknown departure)", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Departure not found' }), { status: 404 }));
    await expect(dataProvider.getDepartureManifest('d9')).rejects.toMatchObject({ status: 404, message: 'Departure not found' });
  });
});
