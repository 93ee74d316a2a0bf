/**
 * Everyone on the trip, the foundation: a record per seat made with the booking (the lead's from the
 * booker), the trip's requirements and their waiver version, readiness from the one completeness
 * rule, and who sees what (the lead all, a claimer their own and the others by name, anyone else 404).
 */
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { createTrip, reserveBooking, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();

/** Fills a record's fields straight in the table (the PUT call has its own tests). */
async function fill(travellerId: string, values: Record<string, unknown> = {}) {
  await t.db
    .updateTable('bookingTravellers')
    .set({
      gender: 'female',
      dateOfBirth: '1990-04-02',
      emergencyName: 'Meera',
      emergencyRelation: 'sister',
      emergencyCountryCode: '91',
      emergencyNumber: '9811111111',
      idType: 'aadhaar',
      idLast4: '1234',
      consentVersion: 0,
      consentName: 'Asha',
      consentAt: new Date(),
      medicalNotes: 'Asthma, carries an inhaler',
      ...values,
    } as never)
    .where('id', '=', travellerId)
    .execute();
}

describe('traveller records', () => {
  it('makes one record per seat with the booking: the lead from the booker, the names given, adults then kids', async () => {
    const { booking, userId } = await reserveBooking(t, admin, {
      traveller: { username: 'asha_k', mobileNumber: '9876500001' },
      adults: 2,
      body: { kids: 1, travellers: [{ name: 'Asha K' }, { name: 'Ravi K' }, { name: 'Mini K' }] },
    });
    expect(booking.travellers).toHaveLength(3);
    expect(booking.travellers[0]).toMatchObject({
      position: 1,
      lead: true,
      kind: 'adult',
      name: 'Asha K',
      mobile: { countryCode: '91', number: '9876500001' },
      claimedBy: userId,
      status: 'incomplete',
      gender: null,
      dateOfBirth: null,
      idType: null,
      idLast4: null,
      emergencyContact: null,
      consent: null,
      fitnessProof: null,
    });
    expect(booking.travellers.map((r: { kind: string; name: string; lead: boolean }) => [r.kind, r.name, r.lead])).toEqual([
      ['adult', 'Asha K', true],
      ['adult', 'Ravi K', false],
      ['kid', 'Mini K', false],
    ]);
    expect(booking.readiness).toEqual({ complete: 0, total: 3 });
  });

  it("names the lead by the booker's username when no names are given", async () => {
    const { booking } = await reserveBooking(t, admin, { traveller: { username: 'kabir_s' }, adults: 2 });
    expect(booking.travellers.map((r: { name: string }) => r.name)).toEqual(['kabir_s', '']);
  });

  it('counts a record complete only with every field the trip asks for, consent to its current waiver included', async () => {
    const { booking, headers } = await reserveBooking(t, admin, { adults: 2, trip: { requirements: { fitnessProof: true } } });
    const [lead, second] = booking.travellers;
    await fill(lead.id, { fitnessStatus: 'approved' });
    await fill(second.id, { fitnessStatus: 'pending' });
    let answer = (await call('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(answer.travellers.map((r: { status: string }) => r.status)).toEqual(['complete', 'incomplete']);
    expect(answer.travellers[1].fitnessProof).toEqual({ status: 'pending', reason: null });
    expect(answer.readiness).toEqual({ complete: 1, total: 2 });
    // A new waiver text is a new version: the consent given before no longer counts.
    const updated = await call('PUT', `/api/admin/trips/${booking.tripId}`, admin, { requirements: { waiver: 'Walk at your own risk.' } });
    expect(updated.statusCode, updated.body).toBe(200);
    answer = (await call('GET', `/api/bookings/${booking.id}`, headers)).json().booking;
    expect(answer.readiness).toEqual({ complete: 0, total: 2 });
    // The admin's answer carries the same records and readiness.
    const adminView = (await call('GET', `/api/admin/bookings/${booking.id}`, admin)).json().booking;
    expect(adminView.travellers[0]).toMatchObject({ medicalNotes: 'Asthma, carries an inhaler', idLast4: '1234' });
    expect(adminView.readiness).toEqual({ complete: 0, total: 2 });
  });
});

describe('trip requirements', () => {
  it('defaults to an ID proof and no fitness proof, and the public trip shows them', async () => {
    const trip = await createTrip(t, admin);
    expect(trip.requirements).toEqual({ idProof: true, fitnessProof: false, minAge: null, waiver: '', waiverVersion: 0 });
    const shown = (await call('GET', `/api/public/trips/${trip.id}`, {})).json().trip;
    expect(shown.requirements).toEqual(trip.requirements);
  });

  it('counts a waiver version for each change of its text, never for the same text or other fields', async () => {
    const trip = await createTrip(t, admin, { requirements: { waiver: 'Terms v1', minAge: 12, fitnessProof: true } });
    expect(trip.requirements).toEqual({ idProof: true, fitnessProof: true, minAge: 12, waiver: 'Terms v1', waiverVersion: 1 });
    const put = async (requirements: Record<string, unknown>) => {
      const response = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { requirements });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().trip.requirements;
    };
    expect(await put({ waiver: 'Terms v1' })).toMatchObject({ waiverVersion: 1 });
    expect(await put({ minAge: null, idProof: false })).toEqual({
      idProof: false,
      fitnessProof: true,
      minAge: null,
      waiver: 'Terms v1',
      waiverVersion: 1,
    });
    expect(await put({ waiver: 'Terms v2', waiverVersion: 99 })).toMatchObject({ waiver: 'Terms v2', waiverVersion: 2 });
  });

  it('refuses requirements that are not ones, changing nothing', async () => {
    const trip = await createTrip(t, admin);
    for (const requirements of [{ minAge: -1 }, { idProof: 'maybe' }, { minAge: 'ten' }]) {
      const response = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { requirements });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await call('GET', `/api/admin/trips/${trip.id}`, admin)).json().trip.requirements).toEqual(trip.requirements);
  });
});

describe('who sees what', () => {
  it('the lead sees every record; a claimer their own in full and the others by name; anyone else 404', async () => {
    const { booking, headers } = await reserveBooking(t, admin, {
      adults: 3,
      body: { travellers: [{ name: 'Asha K' }, { name: 'Ravi K' }, { name: 'Dev K' }] },
    });
    const [lead, second, third] = booking.travellers;
    await fill(lead.id, { medicalNotes: 'Lead notes' });
    await fill(third.id, { medicalNotes: 'Diabetic' });
    const friend = await travellerHeaders(t, { username: 'ravi_friend' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId }).where('id', '=', second.id).execute();

    const asLead = (await call('GET', `/api/bookings/${booking.id}/travellers`, headers)).json();
    expect(asLead.travellers.map((r: { medicalNotes: string }) => r.medicalNotes)).toEqual(['Lead notes', '', 'Diabetic']);
    expect(asLead.readiness).toEqual({ complete: 2, total: 3 });

    const response = await call('GET', `/api/bookings/${booking.id}/travellers`, friend.headers);
    expect(response.statusCode, response.body).toBe(200);
    const asFriend = response.json();
    expect(asFriend.travellers[1]).toMatchObject({ id: second.id, name: 'Ravi K', medicalNotes: '', claimedBy: friend.userId });
    for (const other of [asFriend.travellers[0], asFriend.travellers[2]]) {
      expect(Object.keys(other).sort()).toEqual(['id', 'kind', 'lead', 'name', 'position', 'status']);
    }
    expect(response.body).not.toContain('Diabetic');
    expect(response.body).not.toContain('Meera');

    // The claimer finds the booking among their own, with the same view, and can read it but not pay it.
    const mine = (await call('GET', '/api/bookings', friend.headers)).json().bookings;
    expect(mine.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(JSON.stringify(mine)).not.toContain('Diabetic');
    expect((await call('GET', `/api/bookings/${booking.id}`, friend.headers)).statusCode).toBe(200);
    expectError(await call('POST', `/api/bookings/${booking.id}/pay`, friend.headers, {}), 404, bookingMessages.bookingNotFound);

    const stranger = await travellerHeaders(t, { username: 'stranger' });
    expectError(await call('GET', `/api/bookings/${booking.id}/travellers`, stranger.headers), 404, bookingMessages.bookingNotFound);
    expectError(await call('GET', `/api/bookings/${booking.id}`, stranger.headers), 404);
    expectError(await call('GET', `/api/bookings/${booking.id}/travellers`, {}), 401);
  });

  it('backfilled bookings made before records existed have them too (the migration)', async () => {
    const { booking } = await reserveBooking(t, admin, { adults: 2 });
    const rows = await t.db
      .selectFrom('bookingTravellers')
      .select(['position', 'lead'])
      .where('bookingId', '=', booking.id)
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { position: 1, lead: true },
      { position: 2, lead: false },
    ]);
  });
});
