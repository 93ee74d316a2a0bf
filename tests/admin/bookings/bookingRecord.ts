/** A booking as the API answers it, for the admin component tests (tests/fixtures/booking.ts holds what the site's share). */
import type { Booking } from '@travel/server/entities';
import { namedTravellers, newBookingState } from '../../fixtures/booking.ts';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    ...newBookingState,
    id: 'b1',
    reference: 'ABCD2345',
    tripId: 't1',
    departureId: 'd1',
    place: 'Goa',
    startDate: '2031-01-15',
    endDate: null,
    user: { id: 'u1', username: 'Asha Rao', mobileNumber: '9876543210', countryCode: '91' },
    adults: 2,
    kids: 1,
    seats: 3,
    travellers: namedTravellers(['Asha Rao', 'Ravi Rao', 'Mira Rao']),
    readiness: { complete: 0, total: 3 },
    totalAmount: 75000,
    pricing: { pricePerPerson: 37500, lines: [] },
    depositAmount: 18750,
    balanceDue: 75000,
    holdExpiresAt: '2031-01-01T10:00:00.000Z',
    createdAt: '2030-12-30T04:30:00.000Z',
    updatedAt: '2030-12-30T04:30:00.000Z',
    ...overrides,
  };
}
