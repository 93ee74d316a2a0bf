/**
 * The site in Hindi, on the API's side: a trip's Hindi destination and description (written in the
 * back office, read by anyone, empty as null), and the language a booking is made in (POST
 * /api/bookings, default en, anything else refused with 400 and nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, tooLong, limits } from '../../../../server/src/domain/index.ts';
import { expectError } from '../../support/api.ts';
import { adminHeaders, bookingTables, caller, createDeparture, createTrip, travellerHeaders } from '../../support/bookings.ts';
import { reserveGstBooking } from '../../support/documents.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  call = caller(t);
});
afterAll(() => t.close());

describe('a trip in Hindi', () => {
  it('keeps placeHi and descriptionHi from the back office and gives them to anyone; blank is null', async () => {
    const trip = await createTrip(t, admin, { placeHi: ' स्पीति घाटी ', descriptionHi: 'ऊँचे दर्रे और पुराने मठ।' });
    const read = await call('GET', `/api/public/trips/${trip.id}`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().trip).toMatchObject({ placeHi: 'स्पीति घाटी', descriptionHi: 'ऊँचे दर्रे और पुराने मठ।' });
    const listed = (await call('GET', '/api/public/trips', {})).json().trips.find((item: { id: string }) => item.id === trip.id);
    expect(listed).toMatchObject({ placeHi: 'स्पीति घाटी' });

    const cleared = await call('PUT', `/api/admin/trips/${trip.id}`, admin, { placeHi: '  ', descriptionHi: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().trip).toMatchObject({ placeHi: null, descriptionHi: null });
    const plain = await createTrip(t, admin);
    expect((await call('GET', `/api/public/trips/${plain.id}`, {})).json().trip).toMatchObject({ placeHi: null, descriptionHi: null });
  });

  it('refuses a Hindi destination longer than the English one may be', async () => {
    const trip = await createTrip(t, admin);
    expectError(
      await call('PUT', `/api/admin/trips/${trip.id}`, admin, { placeHi: 'क'.repeat(limits.shortTextMax + 1) }),
      400,
      tooLong('Destination in Hindi', limits.shortTextMax),
    );
  });
});

describe('the language of a booking', () => {
  it('is en unless the booking says hi', async () => {
    expect((await reserveGstBooking(t, admin)).booking.language).toBe('en');
    const hindi = await reserveGstBooking(t, admin, { body: { language: 'hi' } });
    expect(hindi.booking.language).toBe('hi');
    const mine = await call('GET', `/api/bookings/${hindi.booking.id}`, hindi.headers);
    expect(mine.json().booking.language).toBe('hi');
  });

  it('refuses any other language with 400, storing nothing', async () => {
    const trip = await createTrip(t, admin);
    const departure = await createDeparture(t, admin, trip.id);
    const { headers } = await travellerHeaders(t);
    const before = await bookingTables(t);
    for (const language of ['fr', 'HI', 'hindi', 1]) {
      expectError(
        await call('POST', '/api/bookings', headers, { departureId: departure.id, adults: 1, language }),
        400,
        bookingMessages.languageInvalid,
      );
    }
    expect(await bookingTables(t)).toEqual(before);
  });
});
