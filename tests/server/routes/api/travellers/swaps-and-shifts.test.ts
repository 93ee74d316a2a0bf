/**
 * Swaps and batch shifts: POST …/travellers/{tid}/replace until SWAP_UNTIL_DAYS before the start (every detail and
 * consent cleared), GET /bookings/{id}/shift-options with the new total, the difference and BATCH_SHIFT_FEE, and
 * POST /bookings/{id}/shift until SHIFT_UNTIL_DAYS: seats taken there and freed here (the waitlist offered them),
 * more due, or the difference back to the payments or onto a voucher, the travellers kept, booking_shifted sent.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages, travellerMessages, verhoeffDigit } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { bookingTables, createDeparture, daysFromNow, reserveBooking, useBookingApp } from '../../../support/bookings.ts';
import { bearer } from '../../../support/test-app.ts';

// ₹500 a seat to move.
const { t, admin, call } = useBookingApp({ BATCH_SHIFT_FEE: '500' });

const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;
const details = {
  name: 'Ravi Kumar',
  gender: 'male',
  dateOfBirth: '1992-05-17',
  idType: 'aadhaar',
  idNumber: aadhaar,
  emergencyContact: { name: 'Sunita Kumar', relation: 'mother', mobile: { countryCode: '91', number: '9822233344' } },
  medicalNotes: 'Mild asthma',
};

const departureIn = (days: number, more: Record<string, unknown> = {}) => ({ startDate: daysFromNow(days, t.app.now()), ...more });

describe('POST /bookings/{id}/travellers/{tid}/replace', () => {
  it('gives the place to someone new with every detail, consent and claim cleared', async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 2, trip: { requirements: { waiver: 'At my own risk.' } } });
    const [lead, second] = booking.travellers;
    const url = `/api/bookings/${booking.id}/travellers/${second.id}`;
    expect((await call('PUT', url, headers, details)).statusCode).toBe(200);
    expect((await call('POST', `${url}/consent`, headers, { name: 'Ravi Kumar' })).statusCode).toBe(200);
    const friend = await t.travellerToken({ username: 'swap_friend' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId }).where('id', '=', second.id).execute();

    const replaced = await call('POST', `${url}/replace`, headers, {
      name: '  Meera Shah ',
      mobile: { countryCode: '91', number: '9833344455' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().traveller).toMatchObject({
      id: second.id,
      position: 2,
      name: 'Meera Shah',
      mobile: { countryCode: '91', number: '9833344455' },
      gender: null,
      dateOfBirth: null,
      idType: null,
      idLast4: null,
      emergencyContact: null,
      medicalNotes: '',
      consent: null,
      claimedBy: null,
      status: 'incomplete',
    });
    // The one who held the place no longer sees the booking.
    expectError(await call('GET', `/api/bookings/${booking.id}/travellers`, bearer(friend.token)), 404);
    expectError(
      await call('POST', `/api/bookings/${booking.id}/travellers/${lead.id}/replace`, headers, { name: 'X Y' }),
      409,
      travellerMessages.cannotReplaceLead,
    );
  });

  it('refuses bad input, another than the lead, and a swap fewer than SWAP_UNTIL_DAYS before the start', async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 2, departure: departureIn(9) });
    const second = booking.travellers[1];
    const url = `/api/bookings/${booking.id}/travellers/${second.id}/replace`;
    const before = await bookingTables(t);
    expectError(await call('POST', url, headers, { name: ' ' }), 400, travellerMessages.nameRequired);
    expectError(await call('POST', url, headers, { name: 'Meera', mobile: { number: '12' } }), 400, travellerMessages.mobileInvalid);
    expectError(await call('POST', url, headers, { name: 'Meera' }), 409, travellerMessages.tooLateToChange);
    const friend = await t.travellerToken({ username: 'swap_claimer' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId }).where('id', '=', second.id).execute();
    expectError(await call('POST', url, bearer(friend.token), { name: 'Meera' }), 403, travellerMessages.leadOnly);
    await t.db.updateTable('bookingTravellers').set({ claimedBy: null }).where('id', '=', second.id).execute();
    expect(await bookingTables(t)).toEqual(before);
    // Ten days ahead is still in time.
    const inTime = await reserveBooking(t, admin, { adults: 2, departure: departureIn(10) });
    const ok = await call(
      'POST',
      `/api/bookings/${inTime.booking.id}/travellers/${inTime.booking.travellers[1].id}/replace`,
      inTime.headers,
      { name: 'Meera' },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('moving a booking to another departure', () => {
  it('lists the other open departures with enough seats, priced with the fee, and moves with more due', async () => {
    const reserved = await reserveBooking(t, admin, { adults: 2, paid: [40000] });
    const { booking, headers, trip, departure } = reserved;
    const dearer = await createDeparture(t, admin, trip.id, departureIn(45, { pricePerPerson: 25000 }));
    const full = await createDeparture(t, admin, trip.id, departureIn(50, { seatsTotal: 1 }));
    await createDeparture(t, admin, trip.id, departureIn(55, { status: 'closed' }));
    const second = booking.travellers[1];
    await call('PUT', `/api/bookings/${booking.id}/travellers/${second.id}`, headers, details);

    const options = await call('GET', `/api/bookings/${booking.id}/shift-options`, headers);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().options).toEqual([
      { departureId: dearer.id, startDate: dearer.startDate, seatsLeft: 10, totalAmount: 51000, difference: 11000, fee: 1000 },
    ]);
    expectError(
      await call('POST', `/api/bookings/${booking.id}/shift`, headers, { departureId: full.id }),
      409,
      bookingMessages.notEnoughSeats,
    );

    const moved = await call('POST', `/api/bookings/${booking.id}/shift`, headers, { departureId: dearer.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      id: booking.id,
      departureId: dearer.id,
      startDate: dearer.startDate,
      totalAmount: 51000,
      amountPaid: 40000,
      balanceDue: 11000,
      status: 'confirmed',
    });
    const seats = async (id: string) => (await call('GET', `/api/admin/departures/${id}`, admin)).json().departure.seatsLeft;
    expect(await seats(departure.id)).toBe(10);
    expect(await seats(dearer.id)).toBe(8);
    const travellers = (await call('GET', `/api/bookings/${booking.id}/travellers`, headers)).json().travellers;
    expect(travellers.map((traveller: { id: string }) => traveller.id)).toEqual(
      booking.travellers.map((traveller: { id: string }) => traveller.id),
    );
    expect(travellers[1]).toMatchObject({ name: 'Ravi Kumar', medicalNotes: 'Mild asthma' });
    const shifted = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .where('template', '=', 'booking_shifted')
      .execute();
    expect(shifted).toHaveLength(1);
    expect(shifted[0]?.params).toMatchObject({ startDate: dearer.startDate, total: '₹51,000', balance: '₹11,000' });
  });

  it('gives back what is paid beyond a lower total, to the payments or as a voucher', async () => {
    for (const refundTo of ['original', 'voucher'] as const) {
      const { booking, headers, trip, userId } = await reserveBooking(t, admin, { adults: 2, paid: [40000] });
      const cheaper = await createDeparture(t, admin, trip.id, departureIn(40, { pricePerPerson: 15000 }));
      const moved = await call('POST', `/api/bookings/${booking.id}/shift`, headers, { departureId: cheaper.id, refundTo });
      expect(moved.statusCode, moved.body).toBe(200);
      // 2 × ₹15,000 + 2 × ₹500: ₹9,000 of the ₹40,000 paid goes back.
      expect(moved.json().booking).toMatchObject({ totalAmount: 31000, balanceDue: 0, status: 'paid' });
      if (refundTo === 'original') {
        const refunds = await t.db.selectFrom('refunds').selectAll().where('bookingId', '=', booking.id).execute();
        expect(refunds.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(900000);
      } else {
        const vouchers = await t.db.selectFrom('vouchers').selectAll().where('userId', '=', userId).execute();
        expect(vouchers.map((voucher) => voucher.amountPaise)).toEqual([900000]);
        expect(moved.json().booking.amountRefunded).toBe(9000);
      }
      // Up again: what is due counts what is still held (₹31,000), not everything ever paid.
      const dearer = await createDeparture(t, admin, trip.id, departureIn(50, { pricePerPerson: 20000 }));
      const back = await call('POST', `/api/bookings/${booking.id}/shift`, headers, { departureId: dearer.id });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().booking).toMatchObject({ totalAmount: 41000, balanceDue: 10000, status: 'confirmed' });
    }
  });

  it('offers the seats freed to the old departure’s waitlist', async () => {
    const { booking, headers, trip, departure } = await reserveBooking(t, admin, {
      adults: 2,
      departure: { seatsTotal: 2 },
      paid: [10000],
    });
    const later = await createDeparture(t, admin, trip.id, departureIn(60));
    const waiting = await t.travellerToken({ username: 'shift_waiting' });
    const joined = await call('POST', `/api/departures/${departure.id}/waitlist`, bearer(waiting.token), { seats: 2 });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await call('POST', `/api/bookings/${booking.id}/shift`, headers, { departureId: later.id })).statusCode).toBe(200);
    const offered = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('departureId', '=', departure.id)
      .where('userId', '=', waiting.userId)
      .execute();
    expect(offered).toHaveLength(1);
    expect(offered[0]?.status).toBe('pending_payment');
  });

  it('refuses a move fewer than SHIFT_UNTIL_DAYS before the start, to another trip, or by anyone but the lead', async () => {
    const soon = await reserveBooking(t, admin, { adults: 1, departure: departureIn(14) });
    const later = await createDeparture(t, admin, soon.trip.id, departureIn(40));
    const other = await reserveBooking(t, admin, { adults: 1 });
    const before = await bookingTables(t);
    const shift = (body: unknown, headers = soon.headers) => call('POST', `/api/bookings/${soon.booking.id}/shift`, headers, body);
    expectError(await shift({ departureId: later.id }), 409, travellerMessages.tooLateToMove);
    expectError(await call('GET', `/api/bookings/${soon.booking.id}/shift-options`, soon.headers), 409, travellerMessages.tooLateToMove);
    expectError(await shift({}), 400, travellerMessages.shiftDepartureInvalid);
    expectError(await shift({ departureId: later.id, refundTo: 'cash' }), 400, travellerMessages.shiftRefundToInvalid);
    expectError(await shift({ departureId: later.id }, other.headers), 404);
    expect(await bookingTables(t)).toEqual(before);

    const movable = await reserveBooking(t, admin, { adults: 1, departure: departureIn(15) });
    expectError(
      await call('POST', `/api/bookings/${movable.booking.id}/shift`, movable.headers, { departureId: other.departure.id }),
      400,
      travellerMessages.shiftDepartureInvalid,
    );
    expectError(await call('POST', `/api/bookings/${movable.booking.id}/shift`, movable.headers, { departureId: 'nope' }), 404);
    await call('POST', `/api/bookings/${movable.booking.id}/cancel`, movable.headers, {});
    const next = await createDeparture(t, admin, movable.trip.id, departureIn(30));
    expectError(
      await call('POST', `/api/bookings/${movable.booking.id}/shift`, movable.headers, { departureId: next.id }),
      409,
      travellerMessages.tooLateToMove,
    );
  });
});
