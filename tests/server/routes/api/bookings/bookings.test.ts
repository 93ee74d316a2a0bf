/**
 * The traveller's side in the default offline mode: departures on the public page, reserving
 * (amounts from our prices only), bad input refused with nothing changed, one's own bookings
 * only, cancelling, holds that expire on read, paying again after expiry, and the UPI QR code.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages, cancellationMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import {
  adminHeaders,
  bookingTables,
  caller,
  createDeparture,
  createTrip,
  daysFromNow,
  travellerHeaders,
  useBookingApp,
} from '../../../support/bookings.ts';
import { createTestApp } from '../../../support/test-app.ts';

const { t, admin, call } = useBookingApp({ PAYMENT_UPI_ID: 'wander@okhdfc', PAYMENT_INSTRUCTIONS: 'HDFC 000123456789, IFSC HDFC0000001.' });

async function bookable(seatsTotal = 10, overrides: Record<string, unknown> = {}) {
  const trip = await createTrip(t, admin, { price: 20000 });
  const departure = await createDeparture(t, admin, trip.id, { seatsTotal, ...overrides });
  return { trip, departure };
}

describe('public departures', () => {
  it('lists upcoming, not cancelled departures by date with resolved prices and seats left', async () => {
    const trip = await createTrip(t, admin, { price: 19999 });
    const later = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(60), seatsTotal: 20 });
    const sooner = await createDeparture(t, admin, trip.id, {
      startDate: daysFromNow(10),
      seatsTotal: 4,
      pricePerPerson: 18000,
      depositPerPerson: 3000,
    });
    await createDeparture(t, admin, trip.id, { startDate: daysFromNow(20), status: 'cancelled' });
    await t.db
      .insertInto('departures')
      .values({ tripId: trip.id, startDate: daysFromNow(-3), seatsTotal: 5 })
      .execute();
    const response = await call('GET', `/api/public/trips/${trip.id}/departures`, {});
    expect(response.statusCode).toBe(200);
    const { success, departures } = response.json();
    expect(success).toBe(true);
    expect(departures.map((d: { id: string }) => d.id)).toEqual([sooner.id, later.id]);
    expect(departures[0]).toMatchObject({
      tripId: trip.id,
      seatsTotal: 4,
      seatsLeft: 4,
      pricePerPerson: 18000,
      depositPerPerson: 3000,
      status: 'open',
      endDate: null,
    });
    // 25 % of ₹19,999 is ₹4,999.75: rounded up to the rupee.
    expect(departures[1]).toMatchObject({ pricePerPerson: 19999, depositPerPerson: 5000, seatsLeft: 20 });
  });

  it('answers 404 for an unknown trip', async () => {
    expectError(await call('GET', '/api/public/trips/00000000-0000-4000-8000-000000000000/departures', {}), 404);
  });
});

describe('reserving (offline payment)', () => {
  it('takes seats, computes amounts on the server and says how to pay', async () => {
    const { trip, departure } = await bookable(10, { startDate: daysFromNow(30), endDate: daysFromNow(35) });
    const { headers, userId } = await travellerHeaders(t, { username: 'asha_k' });
    const response = await call('POST', '/api/bookings', headers, {
      departureId: departure.id,
      adults: 2,
      kids: 1,
      travellers: [{ name: 'Asha K' }, { name: 'Ravi K' }, { name: 'Mini K' }],
      notes: ' Vegetarian meals ',
      // Nothing a browser sends sets an amount.
      totalAmount: 1,
      amount: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking, payment } = response.json();
    expect(booking).toMatchObject({
      tripId: trip.id,
      departureId: departure.id,
      // What the traveller's pages show, so they need not read the trip and its departures.
      place: trip.place,
      startDate: daysFromNow(30),
      endDate: daysFromNow(35),
      user: { id: userId, username: 'asha_k' },
      adults: 2,
      kids: 1,
      seats: 3,
      travellers: [{ name: 'Asha K' }, { name: 'Ravi K' }, { name: 'Mini K' }],
      notes: 'Vegetarian meals',
      totalAmount: 60000,
      depositAmount: 15000,
      amountPaid: 0,
      balanceDue: 60000,
      status: 'pending_payment',
      payments: [],
    });
    expect(booking.reference).toMatch(/^[A-Z2-9]{8}$/);
    const holdHours = (Date.parse(booking.holdExpiresAt) - Date.now()) / 3_600_000;
    expect(holdHours).toBeGreaterThan(47.9);
    expect(holdHours).toBeLessThanOrEqual(48);
    expect(payment).toEqual({
      provider: 'offline',
      amount: 15000,
      upiLink: `upi://pay?pa=wander%40okhdfc&pn=Wander%20India%20Trips&am=15000.00&cu=INR&tn=${booking.reference}`,
      upiId: 'wander@okhdfc',
      payeeName: 'Wander India Trips',
      instructions: `HDFC 000123456789, IFSC HDFC0000001. Booking reference: ${booking.reference}`,
    });
    const [listed] = (await call('GET', '/api/bookings', headers)).json().bookings;
    expect(listed).toMatchObject({ id: booking.id, place: trip.place, startDate: departure.startDate, endDate: departure.endDate });
    const seats = await call('GET', `/api/public/trips/${trip.id}/departures`, {});
    expect(seats.json().departures[0].seatsLeft).toBe(7);
    const row = await t.db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totalPaise: 6_000_000, depositPaise: 1_500_000, amountPaidPaise: 0 });
  });

  it("prices kids at the departure's child price (default the adult price), in paise on the server", async () => {
    const { departure: same } = await bookable(10);
    expect(same).toMatchObject({ pricePerPerson: 20000, kidPricePerPerson: 20000, depositPerPerson: 5000 });
    const cheaper = (await bookable(10, { kidPricePerPerson: 12000.5 })).departure;
    expect(cheaper).toMatchObject({ pricePerPerson: 20000, kidPricePerPerson: 12000.5 });
    const { headers } = await travellerHeaders(t);
    const family = (await call('POST', '/api/bookings', headers, { departureId: cheaper.id, adults: 2, kids: 2 })).json().booking;
    expect(family).toMatchObject({ totalAmount: 64001, depositAmount: 20000, balanceDue: 64001 });
    const row = await t.db.selectFrom('bookings').selectAll().where('id', '=', family.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pricePerPersonPaise: 2_000_000, kidPricePerPersonPaise: 1_200_050, totalPaise: 6_400_100 });
    // No end date on the departure: it ends as long after its start as the trip lasts (4N/3D: three days).
    expect(family.endDate).toBe(new Date(Date.parse(`${cheaper.startDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10));
    // A child's deposit is never above the child's price.
    const tiny = (await bookable(10, { kidPricePerPerson: 1000 })).departure;
    const small = (await call('POST', '/api/bookings', headers, { departureId: tiny.id, adults: 1, kids: 1 })).json().booking;
    expect(small).toMatchObject({ totalAmount: 21000, depositAmount: 6000 });
    // Without a child price the kids pay the adult price, as before.
    const plain = (await call('POST', '/api/bookings', headers, { departureId: same.id, adults: 1, kids: 1 })).json().booking;
    expect(plain).toMatchObject({ totalAmount: 40000, depositAmount: 10000 });
    const refused = await call('POST', '/api/admin/departures', admin, {
      tripId: cheaper.tripId,
      startDate: daysFromNow(50),
      seatsTotal: 4,
      kidPricePerPerson: 0,
    });
    expectError(refused, 400, bookingMessages.kidPricePerPersonInvalid);
    const edited = await call('PUT', `/api/admin/departures/${cheaper.id}`, admin, { kidPricePerPerson: null });
    expect(edited.json().departure.kidPricePerPerson).toBe(20000);
    // Later edits never change a booking made earlier.
    expect((await call('GET', `/api/bookings/${family.id}`, headers)).json().booking.totalAmount).toBe(64001);
  });

  it('refuses bad input with the error shape and changes nothing', async () => {
    const { departure } = await bookable(4);
    const closed = (await bookable(4, { status: 'closed' })).departure;
    const cancelled = (await bookable(4, { status: 'cancelled' })).departure;
    const trip = await createTrip(t, admin);
    const past = await t.db
      .insertInto('departures')
      .values({ tripId: trip.id, startDate: daysFromNow(-1), seatsTotal: 5 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { headers } = await travellerHeaders(t);
    const before = await bookingTables(t);
    const cases: [unknown, number, string][] = [
      [{ departureId: departure.id, adults: 0 }, 400, bookingMessages.adultsRange],
      [{ departureId: departure.id, adults: 1.5 }, 400, bookingMessages.adultsRange],
      [{ departureId: departure.id, adults: '2' }, 400, bookingMessages.adultsRange],
      [{ departureId: departure.id, adults: { n: 2 } }, 400, bookingMessages.adultsRange],
      [{ departureId: departure.id }, 400, bookingMessages.adultsRange],
      [{ departureId: departure.id, adults: 1, kids: -1 }, 400, bookingMessages.kidsRange],
      [{ departureId: departure.id, adults: 1, kids: 0.5 }, 400, bookingMessages.kidsRange],
      [{ departureId: departure.id, adults: 1, kids: '1' }, 400, bookingMessages.kidsRange],
      [{ departureId: departure.id, adults: 2, travellers: [{ name: 'One' }] }, 400, bookingMessages.travellersCount],
      [{ departureId: departure.id, adults: 1, travellers: [{ name: '  ' }] }, 400, bookingMessages.travellerNameRequired],
      [{ departureId: departure.id, adults: 1, travellers: 'Asha' }, 400, bookingMessages.travellersCount],
      [{ departureId: departure.id, adults: 1, notes: 'x'.repeat(2001) }, 400, bookingMessages.notesTooLong],
      [{ adults: 1 }, 400, bookingMessages.departureRequired],
      [{ departureId: departure.id, adults: 3, kids: 2 }, 409, bookingMessages.notEnoughSeats],
      [{ departureId: departure.id, adults: 1000 }, 409, bookingMessages.notEnoughSeats],
      [{ departureId: closed.id, adults: 1 }, 409, bookingMessages.departureNotOpen],
      [{ departureId: cancelled.id, adults: 1 }, 409, bookingMessages.departureNotOpen],
      [{ departureId: past.id, adults: 1 }, 409, bookingMessages.departureNotOpen],
      [{ departureId: '00000000-0000-4000-8000-000000000000', adults: 1 }, 404, bookingMessages.departureNotFound],
      [{ departureId: 'not-a-uuid', adults: 1 }, 404, bookingMessages.departureNotFound],
    ];
    for (const [payload, status, message] of cases) {
      expectError(await call('POST', '/api/bookings', headers, payload), status, message);
    }
    expectError(await call('POST', '/api/bookings', headers, [1, 2]), 400);
    expect(await bookingTables(t)).toEqual(before);
  });

  it('needs a traveller: 401 without a token, 403 with an admin token', async () => {
    const { departure } = await bookable();
    expectError(await call('POST', '/api/bookings', {}, { departureId: departure.id, adults: 1 }), 401);
    expectError(await call('POST', '/api/bookings', admin, { departureId: departure.id, adults: 1 }), 403);
  });
});

describe("one's own bookings", () => {
  it("lists only the caller's bookings, newest first; anyone else's booking is 404 on every call", async () => {
    const { departure } = await bookable();
    const owner = await travellerHeaders(t);
    const other = await travellerHeaders(t);
    const first = (await call('POST', '/api/bookings', owner.headers, { departureId: departure.id, adults: 1 })).json().booking;
    const second = (await call('POST', '/api/bookings', owner.headers, { departureId: departure.id, adults: 2 })).json().booking;
    await call('POST', '/api/bookings', other.headers, { departureId: departure.id, adults: 1 });
    const list = await call('GET', '/api/bookings', owner.headers);
    expect(list.json().bookings.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    expect((await call('GET', `/api/bookings/${first.id}`, owner.headers)).json().booking).toEqual(first);
    const before = await bookingTables(t);
    for (const [method, url] of [
      ['GET', `/api/bookings/${first.id}`],
      ['POST', `/api/bookings/${first.id}/pay`],
      ['POST', `/api/bookings/${first.id}/cancel`],
      ['GET', `/api/bookings/${first.id}/upi-qr`],
      ['POST', `/api/bookings/${first.id}/razorpay/verify`],
    ] as const) {
      expectError(await call(method, url, other.headers, method === 'POST' ? {} : undefined), 404);
    }
    expectError(await call('GET', '/api/bookings/not-a-uuid', owner.headers), 404);
    expect(await bookingTables(t)).toEqual(before);
  });
});

describe('cancelling, expiring and paying again', () => {
  it('cancels a pending booking and frees its seats; a second cancel is 409', async () => {
    const { trip, departure } = await bookable(3);
    const { headers } = await travellerHeaders(t);
    const booking = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 3 })).json().booking;
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancel`, headers, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().booking).toMatchObject({ status: 'cancelled', holdExpiresAt: null, totalAmount: 60000, balanceDue: 0 });
    // Nothing is owed on a cancelled booking, wherever it is read.
    expect((await call('GET', `/api/bookings/${booking.id}`, headers)).json().booking.balanceDue).toBe(0);
    expect((await call('GET', `/api/admin/bookings/${booking.id}`, admin)).json().booking.balanceDue).toBe(0);
    expect((await call('GET', `/api/public/trips/${trip.id}/departures`, {})).json().departures[0].seatsLeft).toBe(3);
    expectError(await call('POST', `/api/bookings/${booking.id}/cancel`, headers, {}), 409, cancellationMessages.cannotBeCancelled);
    expectError(await call('POST', `/api/bookings/${booking.id}/pay`, headers, {}), 409, bookingMessages.nothingDue);
  });

  it('an expired hold frees its seats on the next read, before any sweep; paying again re-holds only free seats', async () => {
    const { trip, departure } = await bookable(2);
    const first = await travellerHeaders(t);
    const booking = (await call('POST', '/api/bookings', first.headers, { departureId: departure.id, adults: 2 })).json().booking;
    t.clock.advance(48 * 3_600_000 + 1000);
    const read = await call('GET', `/api/bookings/${booking.id}`, first.headers);
    expect(read.json().booking).toMatchObject({ status: 'expired', totalAmount: 40000, balanceDue: 0 });
    const stored = await t.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending_payment');
    expect((await call('GET', `/api/public/trips/${trip.id}/departures`, {})).json().departures[0].seatsLeft).toBe(2);
    expectError(await call('POST', `/api/bookings/${booking.id}/cancel`, first.headers, {}), 409, cancellationMessages.cannotBeCancelled);

    // Seats still free: paying again holds them again.
    const again = await call('POST', `/api/bookings/${booking.id}/pay`, first.headers, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment).toMatchObject({ provider: 'offline', amount: 10000 });
    expect((await call('GET', `/api/bookings/${booking.id}`, first.headers)).json().booking.status).toBe('pending_payment');

    // Expired again, and someone else takes the seats: paying again is refused.
    t.clock.advance(48 * 3_600_000 + 1000);
    const second = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', second.headers, { departureId: departure.id, adults: 2 })).statusCode).toBe(201);
    expectError(await call('POST', `/api/bookings/${booking.id}/pay`, first.headers, {}), 409, bookingMessages.notEnoughSeats);
    expect((await call('GET', `/api/bookings/${booking.id}`, first.headers)).json().booking.status).toBe('expired');
  });

  it('the sweep stores passed holds as expired', async () => {
    const { departure } = await bookable(2);
    const { headers } = await travellerHeaders(t);
    const booking = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    t.clock.advance(49 * 3_600_000);
    const { storeExpiredHolds } = await import('../../../../../server/src/repositories/bookings.ts');
    expect(await storeExpiredHolds(t.db, t.app.now())).toBeGreaterThanOrEqual(1);
    const stored = await t.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
  });
});

describe('UPI QR code', () => {
  it("is an SVG of the booking's UPI link, for its owner", async () => {
    const { departure } = await bookable();
    const { headers } = await travellerHeaders(t);
    const booking = (await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 })).json().booking;
    const response = await call('GET', `/api/bookings/${booking.id}/upi-qr`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('<path');
  });

  it('is 404 when no UPI id is configured', async () => {
    const plain = await createTestApp({ NODE_ENV: 'test' });
    try {
      const adminOfPlain = await adminHeaders(plain);
      const trip = await createTrip(plain, adminOfPlain);
      const departure = await createDeparture(plain, adminOfPlain, trip.id);
      const { headers } = await travellerHeaders(plain);
      const created = await caller(plain)('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1 });
      expect(created.json().payment.upiLink).toBeUndefined();
      expectError(await caller(plain)('GET', `/api/bookings/${created.json().booking.id}/upi-qr`, headers), 404);
    } finally {
      await plain.close();
    }
  });
});

describe('content security policy', () => {
  it('allows nothing from Razorpay in offline mode', async () => {
    const csp = String((await call('GET', '/api/health', {})).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toMatch(/razorpay/);
  });
});

describe('trip lists show the next departure', () => {
  it('gives each public trip its next open departure with seats, else the next sold-out one, else null', async () => {
    const trip = await createTrip(t, admin);
    const soldOut = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(5, t.app.now()), seatsTotal: 1 });
    const next = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(9, t.app.now()), seatsTotal: 6 });
    const bare = await createTrip(t, admin);
    const { headers } = await travellerHeaders(t);
    await call('POST', '/api/bookings', headers, { departureId: soldOut.id, adults: 1 });
    const trips = (await call('GET', '/api/public/trips', {})).json().trips as { id: string; nextDeparture: unknown }[];
    expect(trips.find((x) => x.id === trip.id)?.nextDeparture).toEqual({
      id: next.id,
      startDate: daysFromNow(9, t.app.now()),
      seatsLeft: 6,
    });
    expect(trips.find((x) => x.id === bare.id)?.nextDeparture).toBeNull();
    // Closed through the admin call, which tells the public cache (a raw write waits for the content check).
    expect((await call('PUT', `/api/admin/departures/${next.id}`, admin, { status: 'closed' })).statusCode).toBe(200);
    const again = (await call('GET', '/api/public/trips', {})).json().trips as { id: string; nextDeparture: unknown }[];
    expect(again.find((x) => x.id === trip.id)?.nextDeparture).toEqual({
      id: soldOut.id,
      startDate: daysFromNow(5, t.app.now()),
      seatsLeft: 0,
    });
  });
});
