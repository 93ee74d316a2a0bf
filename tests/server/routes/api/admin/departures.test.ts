/**
 * /api/admin/departures: create, list (ra-data-simple-rest), read, edit, close, delete; seats
 * never below those taken; a departure with bookings cannot be deleted; the manifest CSV; roles.
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages, messages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { bookingTables, createDeparture, createTrip, daysFromNow, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();

describe('admin departures', () => {
  it('creates with {departure, message}, lists by trip with Content-Range, reads, edits and deletes', async () => {
    const trip = await createTrip(t, admin, { price: 15000 });
    const created = await call('POST', '/api/admin/departures', admin, {
      tripId: trip.id,
      startDate: daysFromNow(40),
      endDate: daysFromNow(45),
      seatsTotal: 12,
      pricePerPerson: 14500.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { departure, message } = created.json();
    expect(message).toBe(bookingMessages.departureCreated);
    expect(departure).toMatchObject({
      tripId: trip.id,
      seatsTotal: 12,
      seatsLeft: 12,
      pricePerPerson: 14500.5,
      depositPerPerson: 3626,
      status: 'open',
    });
    await createDeparture(t, admin, trip.id, { startDate: daysFromNow(80) });
    await createDeparture(t, admin, (await createTrip(t, admin)).id);

    const list = await call(
      'GET',
      `/api/admin/departures?filter=${encodeURIComponent(JSON.stringify({ tripId: trip.id }))}` +
        `&sort=${encodeURIComponent('["startDate","ASC"]')}&range=[0,0]`,
      admin,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().departures.map((d: { id: string }) => d.id)).toEqual([departure.id]);
    expect(list.headers['content-range']).toBe('departures 0-0/2');

    expect((await call('GET', `/api/admin/departures/${departure.id}`, admin)).json()).toEqual({ departure });
    const edited = await call('PUT', `/api/admin/departures/${departure.id}`, admin, {
      seatsTotal: 14,
      pricePerPerson: null,
      depositPerPerson: null,
      status: 'closed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: bookingMessages.departureUpdated,
      departure: { seatsTotal: 14, pricePerPerson: 15000, depositPerPerson: 3750, status: 'closed' },
    });

    const removed = await call('DELETE', `/api/admin/departures/${departure.id}`, admin);
    expect(removed.json()).toEqual({ message: bookingMessages.departureDeleted });
    expectError(await call('GET', `/api/admin/departures/${departure.id}`, admin), 404);
  });

  it('refuses bad input with the first failing rule and changes nothing', async () => {
    const trip = await createTrip(t, admin, { price: 10000 });
    const before = await bookingTables(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: daysFromNow(5), seatsTotal: 5 }, bookingMessages.tripRequired],
      [{ tripId: trip.id, seatsTotal: 5 }, bookingMessages.departureStartRequired],
      [{ tripId: trip.id, startDate: '2030-02-30', seatsTotal: 5 }, bookingMessages.departureStartRequired],
      [{ tripId: trip.id, startDate: daysFromNow(-1), seatsTotal: 5 }, bookingMessages.departureInPast],
      [{ tripId: trip.id, startDate: daysFromNow(5), endDate: daysFromNow(5), seatsTotal: 5 }, messages.endDateAfterStart],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 0 }, bookingMessages.seatsTotalRange],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 501 }, bookingMessages.seatsTotalRange],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 2.5 }, bookingMessages.seatsTotalRange],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: '5' }, bookingMessages.seatsTotalRange],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 5, pricePerPerson: 0 }, bookingMessages.pricePerPersonInvalid],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 5, pricePerPerson: 10.001 }, bookingMessages.pricePerPersonInvalid],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 5, depositPerPerson: -1 }, bookingMessages.depositPerPersonInvalid],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 5, depositPerPerson: 10001 }, bookingMessages.depositPerPersonInvalid],
      [{ tripId: trip.id, startDate: daysFromNow(5), seatsTotal: 5, status: 'full' }, bookingMessages.departureStatusInvalid],
      [{ tripId: '00000000-0000-4000-8000-000000000000', startDate: daysFromNow(5), seatsTotal: 5 }, messages.tripNotFound],
    ];
    for (const [payload, message] of cases) expectError(await call('POST', '/api/admin/departures', admin, payload), 400, message);
    expect(await bookingTables(t)).toEqual(before);
  });

  it("checks the deposit against the price the departure will have: clearing its own price means the trip's", async () => {
    const trip = await createTrip(t, admin, { price: 10000 });
    const departure = await createDeparture(t, admin, trip.id, { pricePerPerson: 20000, depositPerPerson: 5000 });
    const before = await bookingTables(t);
    const cleared = { pricePerPerson: null, depositPerPerson: 15000 };
    expectError(await call('PUT', `/api/admin/departures/${departure.id}`, admin, cleared), 400, bookingMessages.depositPerPersonInvalid);
    expect(await bookingTables(t)).toEqual(before);
    const kept = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { depositPerPerson: 15000 });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('keeps seats at or above those taken, and refuses to delete a departure with bookings (409)', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id, { seatsTotal: 6 });
    const { headers } = await travellerHeaders(t);
    expect((await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 4 })).statusCode).toBe(201);
    const before = await bookingTables(t);
    expectError(await call('PUT', `/api/admin/departures/${departure.id}`, admin, { seatsTotal: 3 }), 400, bookingMessages.seatsBelowTaken);
    expectError(await call('DELETE', `/api/admin/departures/${departure.id}`, admin), 409, bookingMessages.departureHasBookings);
    expect(await bookingTables(t)).toEqual(before);
    const fits = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { seatsTotal: 4 });
    expect(fits.json().departure).toMatchObject({ seatsTotal: 4, seatsLeft: 0 });
    const cancelled = await call('PUT', `/api/admin/departures/${departure.id}`, admin, { status: 'cancelled' });
    expect(cancelled.json().departure.status).toBe('cancelled');
  });

  it('gives a manifest CSV with a row per traveller, adults and kids marked, and each booking counted once', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id);
    const lead = await travellerHeaders(t, { username: 'meera_n', mobileNumber: '9123456780' });
    const family = (
      await call('POST', '/api/bookings', lead.headers, {
        departureId: departure.id,
        adults: 2,
        kids: 1,
        travellers: [{ name: 'Meera N' }, { name: '=cmd|calc' }, { name: 'Tara N' }],
      })
    ).json().booking;
    await call('POST', `/api/admin/bookings/${family.id}/payments`, admin, { amount: 15000, method: 'upi' });
    const solo = await travellerHeaders(t, { username: 'arjun_s', mobileNumber: '9123456781' });
    await call('POST', '/api/bookings', solo.headers, { departureId: departure.id, adults: 1 });
    const gone = (await call('POST', '/api/bookings', solo.headers, { departureId: departure.id, adults: 1 })).json().booking;
    await call('POST', `/api/bookings/${gone.id}/cancel`, solo.headers);
    const response = await call('GET', `/api/admin/departures/${departure.id}/manifest`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="manifest-/);
    const lines = response.body.trim().split('\r\n');
    // A departure without an end date has a pickup and one day to check in at: empty until a leader checks.
    expect(lines[0]).toBe(
      'reference,name,lead traveller,mobile,seats,status,paid,balance,adult or kid,emergency contact,readiness,' +
        'check-in pickup,check-in day-1',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^[A-Z2-9]{8},Meera N,Meera N,\+919123456780,3,confirmed,15000,45000,Adult,,incomplete,,$/);
    expect(lines[2]).toMatch(/^[A-Z2-9]{8},'=cmd\|calc,Meera N,\+919123456780,,confirmed,,,Adult,,incomplete,,$/);
    expect(lines[3]).toMatch(/^[A-Z2-9]{8},Tara N,Meera N,\+919123456780,,confirmed,,,Kid,,incomplete,,$/);
    expect(lines[4]).toMatch(/^[A-Z2-9]{8},arjun_s,arjun_s,\+919123456781,1,pending_payment,0,20000,Adult,,incomplete,,$/);
    // Adding up a column gives the departure's truth: seats held, money in, money still owed.
    const column = (index: number) => lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[index] || 0), 0);
    expect(column(4)).toBe(4);
    expect(column(6)).toBe(15000);
    expect(column(7)).toBe(65000);
  });

  it('is for admins only', async () => {
    const { headers } = await travellerHeaders(t);
    expectError(await call('GET', '/api/admin/departures', {}), 401);
    expectError(await call('GET', '/api/admin/departures', headers), 403);
    expectError(await call('POST', '/api/admin/departures', headers, {}), 403);
  });
});
