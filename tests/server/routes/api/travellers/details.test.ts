/**
 * Filling a record: PUT /bookings/{id}/travellers/{tid} (the lead any record, a claimer their own),
 * every contract message with nothing changed, only the ID's last four characters stored; and
 * consent as a typed-name signature of the current waiver version (a new version asks again).
 */
import { describe, expect, it } from 'vitest';
import { travellerMessages, underMinimumAge, verhoeffDigit } from '../../../../../server/src/domain/index.ts';
import { expectError } from '../../../support/api.ts';
import { bookingTables, daysFromNow, reserveBooking, travellerHeaders, useBookingApp } from '../../../support/bookings.ts';

const { t, admin, call } = useBookingApp();

const aadhaar = `23456789012${verhoeffDigit('23456789012')}`;
const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  gender: 'male',
  dateOfBirth: '1992-05-17',
  mobile: { countryCode: '91', number: '9811122233' },
  idType: 'aadhaar',
  idNumber: aadhaar,
  emergencyContact: { name: 'Sunita Kumar', relation: 'mother', mobile: { countryCode: '91', number: '9822233344' } },
  medicalNotes: 'Mild asthma',
  dietary: 'Vegetarian',
  ...overrides,
});

async function party(tripOverrides: Record<string, unknown> = {}, departure: Record<string, unknown> = {}) {
  const reserved = await reserveBooking(t, admin, { adults: 2, body: { kids: 1 }, trip: tripOverrides, departure });
  const [lead, second, kid] = reserved.booking.travellers;
  return { ...reserved, lead, second, kid, url: (id: string) => `/api/bookings/${reserved.booking.id}/travellers/${id}` };
}

describe('PUT /bookings/{id}/travellers/{tid}', () => {
  it('stores the details, keeping only the last four characters of the ID number', async () => {
    const { headers, second, url } = await party();
    const response = await call(
      'PUT',
      url(second.id),
      headers,
      details({ idNumber: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().traveller).toMatchObject({
      id: second.id,
      name: 'Ravi Kumar',
      gender: 'male',
      dateOfBirth: '1992-05-17',
      mobile: { countryCode: '91', number: '9811122233' },
      idType: 'aadhaar',
      idLast4: aadhaar.slice(-4),
      emergencyContact: { name: 'Sunita Kumar', relation: 'mother', mobile: { countryCode: '91', number: '9822233344' } },
      medicalNotes: 'Mild asthma',
      dietary: 'Vegetarian',
      status: 'incomplete',
    });
    const stored = await t.db.selectFrom('bookingTravellers').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(aadhaar.slice(0, 8));
    for (const [idType, idNumber, last4] of [
      ['pan', 'abcpe1234f', '234F'],
      ['passport', 'K1234567', '4567'],
      ['driving_licence', 'MH14 20110062821', '2821'],
      ['voter_id', 'ABC1234567', '4567'],
    ]) {
      const answer = await call('PUT', url(second.id), headers, details({ idType, idNumber }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().traveller).toMatchObject({ idType, idLast4: last4 });
    }
  });

  it('answers every rule in the contract words and changes nothing', async () => {
    const { headers, second, url } = await party({ requirements: { minAge: 18 } }, { startDate: daysFromNow(40) });
    const wrongAadhaar = `${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ idType: 'aadhaar', idNumber: wrongAadhaar }, travellerMessages.aadhaarInvalid],
      [{ idType: 'aadhaar', idNumber: '12345678901' }, travellerMessages.aadhaarInvalid],
      [{ idType: 'pan', idNumber: 'ABCDE12345' }, travellerMessages.panInvalid],
      [{ idType: 'passport', idNumber: '12345678' }, travellerMessages.passportInvalid],
      [{ idType: 'driving_licence', idNumber: 'XX' }, travellerMessages.drivingLicenceInvalid],
      [{ idType: 'voter_id', idNumber: 'AB12345' }, travellerMessages.voterIdInvalid],
      [{ dateOfBirth: daysFromNow(1) }, travellerMessages.dateOfBirthInPast],
      [{ dateOfBirth: daysFromNow(0) }, travellerMessages.dateOfBirthInPast],
      [{ dateOfBirth: '1990-02-30' }, travellerMessages.dateOfBirthInPast],
      // 18 today but 17 on the first day of the trip is not 18 at the start: the age at the start counts.
      [{ dateOfBirth: daysFromNow(41).replace(/^\d{4}/, (y) => String(Number(y) - 18)) }, underMinimumAge(18)],
    ];
    const before = await bookingTables(t);
    for (const [overrides, message] of cases) {
      expectError(await call('PUT', url(second.id), headers, details(overrides)), 400, message);
    }
    expect(underMinimumAge(18)).toBe('This trip is for travellers aged 18 and over');
    expect(await bookingTables(t)).toEqual(before);
    // 18 on the first day is old enough.
    const onTheDay = daysFromNow(40).replace(/^\d{4}/, (y) => String(Number(y) - 18));
    expect((await call('PUT', url(second.id), headers, details({ dateOfBirth: onTheDay }))).statusCode).toBe(200);
  });

  it('lets a claimer fill their own record only; anyone else is 404', async () => {
    const { booking, lead, second, url } = await party();
    const friend = await travellerHeaders(t, { username: 'ravi_claims' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId }).where('id', '=', second.id).execute();
    expect((await call('PUT', url(second.id), friend.headers, details())).statusCode).toBe(200);
    expectError(await call('PUT', url(lead.id), friend.headers, details()), 403);
    const stranger = await travellerHeaders(t, { username: 'not_on_it' });
    expectError(await call('PUT', url(second.id), stranger.headers, details()), 404);
    expectError(
      await call('PUT', `/api/bookings/${booking.id}/travellers/00000000-0000-4000-8000-000000000000`, friend.headers, details()),
      404,
    );
  });
});

describe('POST /bookings/{id}/travellers/{tid}/consent', () => {
  it('signs the current waiver with the typed name (case and spaces aside) and asks again for a new version', async () => {
    const { booking, headers, lead, kid, url } = await party({ requirements: { waiver: 'I walk at my own risk.' } });
    await call('PUT', url(lead.id), headers, details({ name: 'Asha Rao' }));
    const signed = await call('POST', `${url(lead.id)}/consent`, headers, { name: '  asha   RAO ' });
    expect(signed.statusCode, signed.body).toBe(200);
    const consent = signed.json().traveller.consent;
    expect(consent).toMatchObject({ version: 1, name: 'asha   RAO' });
    expect(Date.parse(consent.at)).not.toBeNaN();
    expect(signed.json().traveller.status).toBe('complete');

    // The lead signs for a kid.
    await call('PUT', url(kid.id), headers, details({ name: 'Mini Rao', dateOfBirth: '2016-01-01' }));
    expect((await call('POST', `${url(kid.id)}/consent`, headers, { name: 'Mini Rao' })).statusCode).toBe(200);

    const before = await bookingTables(t);
    for (const name of ['Asha R', '', 'Ravi Rao']) {
      expectError(await call('POST', `${url(lead.id)}/consent`, headers, { name }), 400, travellerMessages.signatureMismatch);
    }
    expectError(await call('POST', `${url(lead.id)}/consent`, headers, {}), 400, travellerMessages.signatureMismatch);
    expect(await bookingTables(t)).toEqual(before);

    await call('PUT', `/api/admin/trips/${booking.tripId}`, admin, { requirements: { waiver: 'I walk at my own risk. Version two.' } });
    const again = (await call('GET', `/api/bookings/${booking.id}/travellers`, headers)).json();
    expect(again.travellers[0]).toMatchObject({ status: 'incomplete', consent: { version: 1 } });
    const resigned = await call('POST', `${url(lead.id)}/consent`, headers, { name: 'Asha Rao' });
    expect(resigned.json().traveller).toMatchObject({ status: 'complete', consent: { version: 2 } });
  });

  it("is the claimer's to sign once a place is claimed, not the lead's", async () => {
    const { headers, second, url } = await party();
    const friend = await travellerHeaders(t, { username: 'signs_own' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId, name: 'Dev Shah' }).where('id', '=', second.id).execute();
    expectError(await call('POST', `${url(second.id)}/consent`, headers, { name: 'Dev Shah' }), 403);
    expect((await call('POST', `${url(second.id)}/consent`, friend.headers, { name: 'dev shah' })).statusCode).toBe(200);
  });
});
