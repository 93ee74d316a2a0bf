/** Bookings test data for the site's islands, and a fetch stand-in that answers by method and path. */
import { vi } from 'vitest';
import { defaultTripRequirements } from '@travel/server/domain';
import type { Booking, Departure } from '@travel/server/entities';
import { namedTravellers, newBookingState } from '../../fixtures/booking.ts';

export const departure: Departure = {
  id: 'dep-1',
  tripId: 'trip-1',
  startDate: '2031-01-15',
  endDate: '2031-01-21',
  seatsTotal: 12,
  seatsLeft: 8,
  pricePerPerson: 18500,
  kidPricePerPerson: 18500,
  depositPerPerson: 4625,
  dueNowPerPerson: 4625,
  status: 'open',
  balanceDueDays: null,
  earlyBird: null,
  paymentPlan: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  updatedAt: '2030-06-01T10:00:00.000Z',
};

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    ...newBookingState,
    id: 'bk-1',
    reference: 'KX7P2MQA',
    tripId: 'trip-1',
    departureId: 'dep-1',
    place: 'Spiti Valley',
    startDate: '2031-01-15',
    endDate: '2031-01-21',
    user: { id: 'u-1', username: 'asha_k', mobileNumber: '9876543210', countryCode: '91' },
    adults: 2,
    kids: 0,
    seats: 2,
    travellers: namedTravellers(['Asha Kulkarni', 'Ravi Kulkarni']),
    readiness: { complete: 0, total: 2 },
    totalAmount: 37000,
    pricing: { pricePerPerson: 18500, lines: [] },
    depositAmount: 9250,
    balanceDue: 37000,
    holdExpiresAt: '2030-06-03T10:00:00.000Z',
    createdAt: '2030-06-01T10:00:00.000Z',
    updatedAt: '2030-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export type Answer = { status?: number; body: unknown } | Response;

/** Stubs fetch: `routes['POST /api/bookings']` answers that call; anything else is a 404 the test will notice. */
export function routeFetch(routes: Record<string, (init: RequestInit) => Answer>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ error: `no route ${key}` }), { status: 404 });
    const answer = route(init);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made so far, as 'METHOD url' strings. */
export const callsOf = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** The calls of the booking page's Travellers section: the trip's requirements and the booking's records. */
export const travellerRoutes = (shown: Booking = booking()) => ({
  [`GET /api/public/trips/${shown.tripId}`]: () => ({ body: { trip: { id: shown.tripId, requirements: defaultTripRequirements } } }),
  [`GET /api/bookings/${shown.id}/travellers`]: () => ({ body: { travellers: shown.travellers, readiness: shown.readiness } }),
});
