/**
 * The trip leader's calls: GET /leader/departures (the window around each assigned departure),
 * GET /leader/departures/{id}/roster, POST /leader/sync (check-ins where the latest `at` wins, incidents,
 * cash through the ledger with its receipt voucher, duplicates, rejections with their reasons) and the
 * office's GET /admin/departures/{id}/check-ins and manifest columns.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { atLocalHour, bookingMessages, leaderMessages } from '../../../../../server/src/domain/index.ts';
import { expectError, setClock } from '../../../support/api.ts';
import {
  bookingTables,
  createDeparture,
  createTrip,
  daysFromNow,
  newLeader as makeLeader,
  reserveBooking,
  useBookingApp,
} from '../../../support/bookings.ts';
import { BUSINESS_GSTIN } from '../../../support/documents.ts';
import { bearer } from '../../../support/test-app.ts';

// A business registered for GST: each payment gets its receipt voucher.
const { t, admin, call } = useBookingApp({ GSTIN: BUSINESS_GSTIN });
const newLeader = () => makeLeader(t, admin);

const assign = async (departureId: string, ...leaderIds: string[]) => {
  const response = await call('PUT', `/api/admin/departures/${departureId}`, admin, { leaderIds });
  expect(response.statusCode, response.body).toBe(200);
};

/** A departure with a leader and two bookings: a family of three (₹15,000 paid of ₹60,000) and one traveller. */
async function leadersTrip() {
  const leader = await newLeader();
  const family = await reserveBooking(t, admin, { adults: 3, paid: [15000], departure: { endDate: daysFromNow(34, t.app.now()) } });
  const solo = await t.travellerToken();
  const booked = await call('POST', '/api/bookings', bearer(solo.token), { departureId: family.departure.id, adults: 1 });
  expect(booked.statusCode, booked.body).toBe(201);
  await assign(family.departure.id, leader.id);
  const roster = await call('GET', `/api/leader/departures/${family.departure.id}/roster`, leader.headers);
  expect(roster.statusCode, roster.body).toBe(200);
  return { leader, family, departureId: family.departure.id, roster: roster.json() };
}

const op = (departureId: string, type: string, payload: Record<string, unknown>, at = new Date().toISOString()) => ({
  id: randomUUID(),
  type,
  at,
  departureId,
  payload,
});

const sync = async (headers: Record<string, string>, ops: unknown[]) => {
  const response = await call('POST', '/api/leader/sync', headers, { ops });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { id: string; status: string; error?: string }[];
};

const ids = (response: { json(): { departures: { id: string }[] } }) => response.json().departures.map((d) => d.id);

describe('GET /api/leader/departures', () => {
  it('lists the departures naming the leader from 3 days before the start to 2 days after the end', async () => {
    const leader = await newLeader();
    const trip = await createTrip(t, admin, { place: 'Hampta Pass' });
    const now = t.app.now();
    const soon = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(3, now), endDate: daysFromNow(6, now) });
    const later = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(4, now) });
    const others = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(3, now) });
    await assign(soon.id, leader.id);
    await assign(later.id, leader.id);
    const listed = await call('GET', '/api/leader/departures', leader.headers);
    expect(listed.statusCode).toBe(200);
    expect(ids(listed)).toEqual([soon.id]);
    expect(listed.json().departures[0]).toEqual({
      id: soon.id,
      tripId: trip.id,
      place: 'Hampta Pass',
      startDate: soon.startDate,
      endDate: soon.endDate,
      status: 'open',
      joiningInstructions: '',
      points: ['pickup', 'day-1', 'day-2', 'day-3', 'day-4'],
    });
    expect(ids(listed)).not.toContain(others.id);
    // Two days after the end it is still there; three days after, gone.
    setClock(t, new Date(now.getTime() + 8 * 86_400_000));
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).toContain(soon.id);
    setClock(t, new Date(now.getTime() + 9 * 86_400_000));
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).not.toContain(soon.id);
    t.clock.runFrom(new Date());
  });

  it("counts the window in the business's calendar days: at 23:50 a departure 4 days away is not yet listed, at 00:10 it is", async () => {
    const leader = await newLeader();
    // Ten minutes either side of the business's midnight (in India 18:30 UTC: the UTC day has not changed).
    const nearMidnight = (day: string, minutes: number) =>
      new Date(atLocalHour(day, 0, t.app.config.TIME_ZONE).getTime() + minutes * 60_000);
    setClock(t, nearMidnight('2027-03-11', -10));
    const trip = await createTrip(t, admin, { place: 'Brahmatal' });
    const departure = await createDeparture(t, admin, trip.id, { startDate: '2027-03-14', endDate: '2027-03-18' });
    await assign(departure.id, leader.id);
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).not.toContain(departure.id);
    setClock(t, nearMidnight('2027-03-11', 10));
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).toContain(departure.id);
    // Two days after the end, late at night, it is still there; after midnight in India, gone.
    setClock(t, nearMidnight('2027-03-21', -10));
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).toContain(departure.id);
    setClock(t, nearMidnight('2027-03-21', 10));
    expect(ids(await call('GET', '/api/leader/departures', leader.headers))).not.toContain(departure.id);
    t.clock.runFrom(new Date());
  });

  it('is for leaders: 403 for an admin or a traveller, 401 without a token', async () => {
    expectError(await call('GET', '/api/leader/departures', admin), 403);
    expectError(await call('GET', '/api/leader/departures', bearer((await t.travellerToken()).token)), 403);
    expectError(await call('GET', '/api/leader/departures', {}), 401);
    expectError(await call('POST', '/api/leader/sync', admin, { ops: [] }), 403);
  });
});

describe('GET /api/leader/departures/{id}/roster', () => {
  it('answers the travellers by booking with contacts, medical notes, age and the balance on the lead', async () => {
    const { leader, family, roster, departureId } = await leadersTrip();
    expect(roster.departure.id).toBe(departureId);
    expect(roster.travellers).toHaveLength(4);
    expect(roster.incidents).toEqual([]);
    const [lead, second] = roster.travellers;
    expect(lead).toMatchObject({ bookingId: family.booking.id, bookingReference: family.booking.reference, lead: true, balanceDue: 45000 });
    expect(second).toMatchObject({ bookingId: family.booking.id, lead: false, balanceDue: null, checkIns: [] });
    expect(Object.keys(lead).sort()).toEqual(
      [
        'age',
        'balanceDue',
        'bookingId',
        'bookingReference',
        'checkIns',
        'emergencyContact',
        'gender',
        'id',
        'kind',
        'lead',
        'medicalNotes',
        'mobile',
        'name',
        'status',
      ].sort(),
    );
    await t.db
      .updateTable('bookingTravellers')
      .set({
        dateOfBirth: '1990-01-01',
        medicalNotes: 'Asthma: carries an inhaler',
        emergencyName: 'Ravi',
        emergencyRelation: 'brother',
        emergencyCountryCode: '91',
        emergencyNumber: '9811122233',
      })
      .where('id', '=', second.id)
      .execute();
    const read = (await call('GET', `/api/leader/departures/${departureId}/roster`, leader.headers)).json();
    expect(read.travellers[1]).toMatchObject({
      medicalNotes: 'Asthma: carries an inhaler',
      emergencyContact: { name: 'Ravi', relation: 'brother', mobile: { countryCode: '91', number: '9811122233' } },
      age: expect.any(Number),
    });
  });

  it('is 403 for a departure not theirs, 404 for none', async () => {
    const { leader } = await leadersTrip();
    const other = await leadersTrip();
    expectError(
      await call('GET', `/api/leader/departures/${other.departureId}/roster`, leader.headers),
      403,
      leaderMessages.notYourDeparture,
    );
    expectError(await call('GET', `/api/leader/departures/${randomUUID()}/roster`, leader.headers), 404);
    expectError(await call('GET', '/api/leader/departures/not-an-id/roster', leader.headers), 404);
  });
});

describe('POST /api/leader/sync', () => {
  it('applies check-ins and incidents; the same op id again is a duplicate and changes nothing', async () => {
    const { leader, roster, departureId } = await leadersTrip();
    const [a, b] = roster.travellers;
    const checkIn = op(departureId, 'check_in', { travellerId: a.id, point: 'pickup', present: true });
    const incident = op(departureId, 'incident', { text: 'Twisted ankle at the stream crossing', travellerId: b.id });
    const day2 = op(departureId, 'check_in', { travellerId: b.id, point: 'day-2', present: false });
    expect(await sync(leader.headers, [checkIn, incident, day2])).toEqual([
      { id: checkIn.id, status: 'applied' },
      { id: incident.id, status: 'applied' },
      { id: day2.id, status: 'applied' },
    ]);
    const before = (await call('GET', `/api/admin/departures/${departureId}/check-ins`, admin)).json();
    expect(await sync(leader.headers, [checkIn, incident])).toEqual([
      { id: checkIn.id, status: 'duplicate' },
      { id: incident.id, status: 'duplicate' },
    ]);
    const office = (await call('GET', `/api/admin/departures/${departureId}/check-ins`, admin)).json();
    expect(office).toEqual(before);
    expect(office.checkIns).toEqual(
      expect.arrayContaining([
        { travellerId: a.id, name: a.name, point: 'pickup', present: true, at: checkIn.at, by: leader.id },
        { travellerId: b.id, name: b.name, point: 'day-2', present: false, at: day2.at, by: leader.id },
      ]),
    );
    expect(office.incidents).toEqual([
      { id: incident.id, text: 'Twisted ankle at the stream crossing', travellerId: b.id, at: incident.at, by: leader.id },
    ]);
    const read = (await call('GET', `/api/leader/departures/${departureId}/roster`, leader.headers)).json();
    expect(read.travellers[0].checkIns).toEqual([{ point: 'pickup', present: true, at: checkIn.at, by: leader.id }]);
    expect(read.incidents).toHaveLength(1);
    expectError(await call('GET', `/api/admin/departures/${departureId}/check-ins`, leader.headers), 403);
    // The manifest says who was there.
    const manifest = (await call('GET', `/api/admin/departures/${departureId}/manifest`, admin)).body.trim().split('\r\n');
    const header = manifest[0].split(',');
    const pickup = header.indexOf('check-in pickup');
    expect(header.slice(pickup, pickup + 3)).toEqual(['check-in pickup', 'check-in day-1', 'check-in day-2']);
    expect(manifest[1].split(',')[header.indexOf('check-in pickup')]).toBe('present');
    expect(manifest[2].split(',')[header.indexOf('check-in day-2')]).toBe('absent');
  });

  it('keeps the latest `at` per traveller and point, whatever order the changes arrive in, from two leaders', async () => {
    const { leader, roster, departureId } = await leadersTrip();
    const second = await newLeader();
    await assign(departureId, leader.id, second.id);
    const traveller = roster.travellers[0];
    const later = op(departureId, 'check_in', { travellerId: traveller.id, point: 'day-1', present: false }, '2030-01-02T08:00:00.000Z');
    const earlier = op(departureId, 'check_in', { travellerId: traveller.id, point: 'day-1', present: true }, '2030-01-02T07:00:00.000Z');
    // The later change reaches the office first (that phone found signal sooner): the earlier one, arriving after, loses.
    expect((await sync(second.headers, [later]))[0].status).toBe('applied');
    expect((await sync(leader.headers, [earlier]))[0].status).toBe('applied');
    const checkIns = (await call('GET', `/api/admin/departures/${departureId}/check-ins`, admin)).json().checkIns;
    expect(checkIns).toEqual([
      { travellerId: traveller.id, name: traveller.name, point: 'day-1', present: false, at: later.at, by: second.id },
    ]);
    // At the same instant, sent at once, every replica keeps the same one: the greater op id.
    const x = op(departureId, 'check_in', { travellerId: traveller.id, point: 'pickup', present: true }, '2030-01-03T07:00:00.000Z');
    const y = op(departureId, 'check_in', { travellerId: traveller.id, point: 'pickup', present: false }, x.at);
    await Promise.all([sync(leader.headers, [x]), sync(second.headers, [y])]);
    const winner = x.id > y.id ? x : y;
    const all = (await call('GET', `/api/admin/departures/${departureId}/check-ins`, admin)).json().checkIns;
    expect(all.find((c: { point: string }) => c.point === 'pickup').present).toBe(winner.payload.present);
  });

  it('records cash as an offline payment (method cash) with its receipt voucher, once, and refuses amounts above the balance', async () => {
    const { leader, family, departureId } = await leadersTrip();
    const cash = op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: 20000, reference: 'Cash at Manali' });
    const [first, again] = await Promise.all([sync(leader.headers, [cash]), sync(leader.headers, [cash])]);
    expect([first[0].status, again[0].status].sort()).toEqual(['applied', 'duplicate']);
    const payments = await t.db
      .selectFrom('bookingPayments')
      .selectAll()
      .where('bookingId', '=', family.booking.id)
      .orderBy('createdAt')
      .execute();
    expect(payments.map((p) => [p.method, p.amountPaise])).toEqual([
      ['upi', 1500000],
      ['cash', 2000000],
    ]);
    expect(payments[1].recordedBy).toBe(leader.id);
    const vouchers = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('bookingId', '=', family.booking.id)
      .where('type', '=', 'receipt_voucher')
      .execute();
    expect(vouchers.filter((d) => d.paymentId === payments[1].id)).toHaveLength(1);
    expect((await call('GET', `/api/admin/bookings/${family.booking.id}`, admin)).json().booking.balanceDue).toBe(25000);

    const before = await bookingTables(t);
    const results = await sync(leader.headers, [
      op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: 25000.01 }),
      op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: 0 }),
      op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: -5 }),
      op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: 'lots' }),
      op(departureId, 'cash_payment', { bookingId: randomUUID(), amount: 10 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(results[0].error).toBe(bookingMessages.paymentAboveBalance);
    expect(results[1].error).toBe(bookingMessages.paymentAmountInvalid);
    expect(results[2].error).toBe(bookingMessages.paymentAmountInvalid);
    expect(results[4].error).toBe(leaderMessages.unknownBooking);
    expect(await bookingTables(t)).toEqual(before);
    // The whole balance: the booking is paid.
    const rest = await sync(leader.headers, [op(departureId, 'cash_payment', { bookingId: family.booking.id, amount: 25000 })]);
    expect(rest[0].status).toBe('applied');
    expect((await call('GET', `/api/admin/bookings/${family.booking.id}`, admin)).json().booking.status).toBe('paid');
  });

  it('rejects, with the reason, ops of another departure, unknown travellers and bad ops, and still applies the good ones', async () => {
    const { leader, roster, departureId } = await leadersTrip();
    const other = await leadersTrip();
    const mine = roster.travellers[0].id;
    const theirs = other.roster.travellers[0].id;
    const foreign = op(other.departureId, 'check_in', { travellerId: theirs, point: 'pickup', present: true });
    const results = await sync(leader.headers, [
      foreign,
      op(departureId, 'check_in', { travellerId: mine, point: 'pickup', present: true }),
      op(departureId, 'check_in', { travellerId: theirs, point: 'pickup', present: true }),
      op(departureId, 'incident', { text: 'Fever', travellerId: randomUUID() }),
      op(departureId, 'check_in', { travellerId: mine, point: 'summit', present: true }),
      op(departureId, 'check_in', { travellerId: mine, point: 'day-1', present: 'yes' }),
      op(departureId, 'selfie', {}),
      { id: 'not-a-uuid', type: 'incident', at: new Date().toISOString(), departureId, payload: { text: 'x' } },
      null,
      7,
      op(departureId, 'incident', { text: ' ' }),
      { ...op(departureId, 'incident', { text: 'late' }), at: 'yesterday' },
    ]);
    expect(results.map((r) => [r.status, r.error])).toEqual([
      ['rejected', leaderMessages.notYourDeparture],
      ['applied', undefined],
      ['rejected', leaderMessages.unknownTraveller],
      ['rejected', leaderMessages.unknownTraveller],
      ['rejected', leaderMessages.pointInvalid],
      ['rejected', leaderMessages.presentInvalid],
      ['rejected', leaderMessages.typeInvalid],
      ['rejected', leaderMessages.opInvalid],
      ['rejected', leaderMessages.opInvalid],
      ['rejected', leaderMessages.opInvalid],
      ['rejected', leaderMessages.incidentTextRequired],
      ['rejected', leaderMessages.opInvalid],
    ]);
    expect(results[0].id).toBe(foreign.id);
    expect(results[7].id).toBe('not-a-uuid');
    // A rejected change sent again is a duplicate: it was seen, and still changes nothing.
    expect((await sync(leader.headers, [foreign]))[0].status).toBe('duplicate');
    expect((await call('GET', `/api/admin/departures/${other.departureId}/check-ins`, admin)).json().checkIns).toEqual([]);
    // The body itself must be {ops: [...]}: 400, never 500.
    expect((await sync(leader.headers, [1, 2])).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const body of [{}, { ops: 'x' }, []]) {
      const response = await call('POST', '/api/leader/sync', leader.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes at most 500 ops a call: the rest are rejected unread and can be sent again', async () => {
    const { leader, roster, departureId } = await leadersTrip();
    const travellerId = roster.travellers[0].id;
    const ops = Array.from({ length: 502 }, (_, i) =>
      op(
        departureId,
        'check_in',
        { travellerId, point: 'pickup', present: i % 2 === 0 },
        new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      ),
    );
    const results = await sync(leader.headers, ops);
    expect(results).toHaveLength(502);
    expect(results.slice(0, 500).every((r) => r.status === 'applied')).toBe(true);
    expect(results.slice(500)).toEqual([
      { id: ops[500].id, status: 'rejected', error: leaderMessages.tooManyOps },
      { id: ops[501].id, status: 'rejected', error: leaderMessages.tooManyOps },
    ]);
    expect((await sync(leader.headers, ops.slice(500))).map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});
