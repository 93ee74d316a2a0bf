/** A departure's joining instructions: written and read by admins, trimmed, bounded, cleared, never shown to the public. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, joiningInstructionsMax } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { adminHeaders, caller, createDeparture, createTrip, daysFromNow } from '../../../support/bookings.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(() => t.close());

describe('joining instructions', () => {
  it('are empty by default, set on create and update (trimmed), cleared with "" or null, and stay out of public lists', async () => {
    const trip = await createTrip(t, admin);
    const plain = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(30) });
    expect(plain.joiningInstructions).toBe('');

    const given = await createDeparture(t, admin, trip.id, {
      startDate: daysFromNow(40),
      joiningInstructions: '  Meet at Manali bus stand, 6 am.\nBring warm clothes.  ',
    });
    expect(given.joiningInstructions).toBe('Meet at Manali bus stand, 6 am.\nBring warm clothes.');
    const read = await call('GET', `/api/admin/departures/${given.id}`, admin);
    expect(read.json().departure.joiningInstructions).toBe('Meet at Manali bus stand, 6 am.\nBring warm clothes.');
    const listed = await call('GET', `/api/admin/departures?filter=${encodeURIComponent(JSON.stringify({ tripId: trip.id }))}`, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Bring warm clothes.');

    const changed = await call('PUT', `/api/admin/departures/${given.id}`, admin, { joiningInstructions: 'Hotel lobby, 7 am' });
    expect(changed.json().departure).toMatchObject({ joiningInstructions: 'Hotel lobby, 7 am', seatsTotal: given.seatsTotal });
    const untouched = await call('PUT', `/api/admin/departures/${given.id}`, admin, { seatsTotal: given.seatsTotal + 1 });
    expect(untouched.json().departure.joiningInstructions).toBe('Hotel lobby, 7 am');

    const publicList = await call('GET', `/api/public/trips/${trip.id}/departures`, {});
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().departures).toHaveLength(2);
    for (const departure of publicList.json().departures) expect(departure).not.toHaveProperty('joiningInstructions');

    const cleared = await call('PUT', `/api/admin/departures/${given.id}`, admin, { joiningInstructions: null });
    expect(cleared.json().departure.joiningInstructions).toBe('');
    await call('PUT', `/api/admin/departures/${given.id}`, admin, { joiningInstructions: 'again' });
    const emptied = await call('PUT', `/api/admin/departures/${given.id}`, admin, { joiningInstructions: '' });
    expect(emptied.json().departure.joiningInstructions).toBe('');
  });

  it(`refuses more than ${joiningInstructionsMax} characters, on create and on update`, async () => {
    const trip = await createTrip(t, admin);
    const long = 'x'.repeat(joiningInstructionsMax + 1);
    const created = await call('POST', '/api/admin/departures', admin, {
      tripId: trip.id,
      startDate: daysFromNow(20),
      seatsTotal: 5,
      joiningInstructions: long,
    });
    expectError(created, 400, bookingMessages.joiningInstructionsTooLong);
    const departure = await createDeparture(t, admin, trip.id, {
      startDate: daysFromNow(20),
      joiningInstructions: 'x'.repeat(joiningInstructionsMax),
    });
    expect(departure.joiningInstructions).toHaveLength(joiningInstructionsMax);
    expectError(
      await call('PUT', `/api/admin/departures/${departure.id}`, admin, { joiningInstructions: long }),
      400,
      bookingMessages.joiningInstructionsTooLong,
    );
    expectError(
      await call('PUT', `/api/admin/departures/${departure.id}`, admin, { joiningInstructions: 42 }),
      400,
      bookingMessages.joiningInstructionsTooLong,
    );
  });
});
