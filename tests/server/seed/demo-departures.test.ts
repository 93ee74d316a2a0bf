/**
 * Demo departures: upcoming runs for the dated demo trips, some nearly full, whose taken seats
 * are real confirmed bookings with their deposits paid, so the seat ledger adds up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatsLeftText } from '../../../server/src/domain/index.ts';
import { seedDemoDepartures } from '../../../server/src/seed/demo-departures.ts';
import { adminHeaders, caller, createTrip } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo departures', () => {
  it('adds two upcoming departures per dated trip, a nearly full one backed by paid bookings', async () => {
    const admin = await adminHeaders(t);
    const ladakh = await createTrip(t, admin, { price: 32999, groupSize: 14 });
    const undated = await createTrip(t, admin, { price: 29999 });
    const count = await seedDemoDepartures(
      t.db,
      [
        { id: ladakh.id, price: 32999, groupSize: 14, startInDays: 40 },
        { id: undated.id, price: 29999, groupSize: 15, startInDays: null },
      ],
      25,
    );
    expect(count).toBe(2);
    const departures = (await caller(t)('GET', `/api/public/trips/${ladakh.id}/departures`, {})).json().departures;
    expect(departures.map((d: { seatsLeft: number }) => d.seatsLeft)).toEqual([3, 14]);
    expect(seatsLeftText(departures[0].seatsLeft)).toBe('Only 3 seats left');
    expect((await caller(t)('GET', `/api/public/trips/${undated.id}/departures`, {})).json().departures).toEqual([]);

    const bookings = await t.db.selectFrom('bookings').selectAll().where('departureId', '=', departures[0].id).execute();
    expect(bookings.reduce((sum, b) => sum + b.seats, 0)).toBe(11);
    for (const booking of bookings) {
      expect(booking.status).toBe('confirmed');
      expect(booking.amountPaidPaise).toBe(booking.depositPaise);
      const paid = await t.db.selectFrom('bookingPayments').select('amountPaise').where('bookingId', '=', booking.id).execute();
      expect(paid.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(booking.amountPaidPaise);
    }
  });
});
