/** A booking as the API answers it, for the admin component tests. */
import type { Booking } from '@travel/server/domain';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
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
    travellers: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }, { name: 'Mira Rao' }],
    notes: '',
    totalAmount: 75000,
    depositAmount: 18750,
    amountPaid: 0,
    balanceDue: 75000,
    status: 'pending_payment',
    holdExpiresAt: '2031-01-01T10:00:00.000Z',
    billingState: '27',
    billingGstin: null,
    billingName: null,
    balanceDueDate: '2030-12-31',
    cancellationPolicy: null,
    language: 'en',
    payments: [],
    amountRefunded: 0,
    refunds: [],
    cancellation: null,
    createdAt: '2030-12-30T04:30:00.000Z',
    updatedAt: '2030-12-30T04:30:00.000Z',
    ...overrides,
  };
}
