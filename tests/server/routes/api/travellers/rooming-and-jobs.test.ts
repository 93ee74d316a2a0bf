/**
 * The operator's lists and the travellers' periodic work: GET /admin/departures/{id}/rooming (rooms of ROOM_SIZE by
 * gender, a booking's travellers together, cancelled bookings never listed), the manifest's emergency contact and
 * readiness columns, details_reminder DETAILS_REMINDER_DAYS before the start to each incomplete record's claimer
 * (else the booker), once a day, and the erasure of personal data TRAVELLER_DATA_DAYS after the trip ends.
 */
import { describe, expect, it } from 'vitest';
import { atLocalHour, roomNumbers } from '../../../../../server/src/domain/index.ts';
import {
  eraseOldTravellerData,
  sendDetailsReminders,
  type TravellerJobOptions,
} from '../../../../../server/src/services/travellers/traveller-jobs.ts';
import { expectError } from '../../../support/api.ts';
import { createDeparture, daysFromNow, reserveBooking, useBookingApp } from '../../../support/bookings.ts';
import { businessTime } from '../../../support/business-time.ts';
import { bearer } from '../../../support/test-app.ts';

const { t, admin, call } = useBookingApp({ ROOM_SIZE: '2', DETAILS_REMINDER_DAYS: '14,7,2', TRAVELLER_DATA_DAYS: '180' });

const filled = (name: string, gender: string) => ({
  name,
  gender,
  dateOfBirth: '1990-01-15',
  idType: 'passport',
  idNumber: 'K1234567',
  emergencyContact: { name: `${name} Parent`, relation: 'parent', mobile: { countryCode: '91', number: '9822233344' } },
});

describe('the rooming list', () => {
  it('puts a booking’s travellers together, by gender, in rooms of ROOM_SIZE', () => {
    const people = [
      { bookingId: 'a', gender: 'female' as const },
      { bookingId: 'a', gender: 'female' as const },
      { bookingId: 'a', gender: 'female' as const },
      { bookingId: 'b', gender: 'male' as const },
      { bookingId: 'c', gender: 'female' as const },
      { bookingId: 'd', gender: null },
    ];
    // Booking a fills room 1 and starts room 2, which c joins; b's man and the one who has not said get their own.
    expect(roomNumbers(people, 2)).toEqual([1, 1, 2, 3, 2, 4]);
    expect(roomNumbers(people, 3)).toEqual([1, 1, 1, 3, 2, 4]);
  });

  it('answers the CSV with the contract’s columns; cancelled bookings are not listed', async () => {
    const { booking, headers, departure } = await reserveBooking(t, admin, { adults: 3, paid: [20000] });
    const [lead, second, third] = booking.travellers;
    const url = (id: string) => `/api/bookings/${booking.id}/travellers/${id}`;
    expect((await call('PUT', url(lead.id), headers, filled('Asha Rao', 'female'))).statusCode).toBe(200);
    expect((await call('PUT', url(second.id), headers, filled('Ravi Rao', 'male'))).statusCode).toBe(200);
    expect((await call('PUT', url(third.id), headers, filled('=Uma Rao', 'female'))).statusCode).toBe(200);
    const gone = await t.travellerToken({ username: 'rooming_gone' });
    const cancelled = await call('POST', '/api/bookings', bearer(gone.token), { departureId: departure.id, adults: 1 });
    await call('POST', `/api/bookings/${cancelled.json().booking.id}/cancel`, bearer(gone.token), {});

    const response = await call('GET', `/api/admin/departures/${departure.id}/rooming`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('room,reference,name,gender,age,mobile,emergency contact');
    const age = Number(departure.startDate.slice(0, 4)) - 1990 - (departure.startDate.slice(5) < '01-15' ? 1 : 0);
    expect(lines.slice(1)).toEqual([
      `1,${booking.reference},Asha Rao,female,${age},,Asha Rao Parent (parent) +919822233344`,
      `1,${booking.reference},'=Uma Rao,female,${age},,=Uma Rao Parent (parent) +919822233344`.replace(
        ',=Uma Rao Parent',
        ",'=Uma Rao Parent",
      ),
      `2,${booking.reference},Ravi Rao,male,${age},,Ravi Rao Parent (parent) +919822233344`,
    ]);
    expectError(await call('GET', '/api/admin/departures/00000000-0000-4000-8000-000000000000/rooming', admin), 404);
    expectError(await call('GET', `/api/admin/departures/${departure.id}/rooming`, headers), 403);

    const manifest = (await call('GET', `/api/admin/departures/${departure.id}/manifest`, admin)).body.trim().split('\r\n');
    expect(manifest[0]).toContain('adult or kid,emergency contact,readiness');
    expect(manifest[1]).toContain(',Adult,Asha Rao Parent (parent) +919822233344,incomplete');
  });
});

describe('the travellers’ periodic jobs', () => {
  const options = (): TravellerJobOptions => ({
    db: t.db,
    now: () => t.app.now(),
    timeZone: t.config.TIME_ZONE,
    reminderDays: t.config.messaging.detailsReminderDays,
    dataDays: t.config.TRAVELLER_DATA_DAYS,
    origin: 'https://trips.example.in',
    files: t.app.uploadStorage.privateFiles,
    aboutTraveller: (trx, bookingId, message) => t.app.messages.aboutTraveller(trx, bookingId, message),
    log: t.app.log,
  });

  it('reminds each incomplete record’s claimer, else the booker, on the reminder days from 10:00, once', async () => {
    const today = daysFromNow(0, t.app.now());
    t.clock.runFrom(atLocalHour(today, 9, t.config.TIME_ZONE));
    const { booking, headers } = await reserveBooking(t, admin, {
      adults: 3,
      departure: { startDate: daysFromNow(7, t.app.now()) },
      paid: [60000],
    });
    const [lead, second, third] = booking.travellers;
    await call('PUT', `/api/bookings/${booking.id}/travellers/${lead.id}`, headers, filled('Asha Rao', 'female'));
    const friend = await t.travellerToken({ username: 'reminded_friend', mobileNumber: '9876599911' });
    await t.db.updateTable('bookingTravellers').set({ claimedBy: friend.userId, name: 'Kiran' }).where('id', '=', second.id).execute();
    await t.db.updateTable('bookingTravellers').set({ name: 'Dev' }).where('id', '=', third.id).execute();
    // Another departure, 8 days ahead: no reminder day.
    await reserveBooking(t, admin, { adults: 1, departure: { startDate: daysFromNow(8, t.app.now()) }, paid: [20000] });

    expect(await sendDetailsReminders(options())).toBe(0);
    t.clock.runFrom(atLocalHour(today, 10, t.config.TIME_ZONE));
    expect(await sendDetailsReminders(options())).toBe(3);
    expect(await sendDetailsReminders(options())).toBe(0);
    const reminders = await t.db.selectFrom('messages').selectAll().where('template', '=', 'details_reminder').execute();
    const byName = new Map(reminders.map((message) => [message.params.name, message]));
    expect([...byName.keys()].sort()).toEqual(['Asha Rao', 'Dev', 'Kiran']);
    expect(byName.get('Kiran')?.recipient).toBe('+919876599911');
    expect(byName.get('Dev')?.toMobileNumber).toBeNull();
    expect(byName.get('Dev')?.params.link).toBe(`https://trips.example.in/bookings/${booking.id}#travellers-title`);
  });

  it('erases medical notes, ID digits, emergency contacts and proofs TRAVELLER_DATA_DAYS after the trip ends', async () => {
    const { booking, headers, trip } = await reserveBooking(t, admin, { adults: 1, departure: { endDate: daysFromNow(33, t.app.now()) } });
    const later = await createDeparture(t, admin, trip.id, { startDate: daysFromNow(60, t.app.now()) });
    const kept = await call('POST', '/api/bookings', headers, { departureId: later.id, adults: 1 });
    const ids = [booking.travellers[0].id, kept.json().booking.travellers[0].id];
    for (const [i, bookingId] of [booking.id, kept.json().booking.id].entries()) {
      await call('PUT', `/api/bookings/${bookingId}/travellers/${ids[i]}`, headers, {
        ...filled('Asha Rao', 'female'),
        medicalNotes: 'Diabetic',
      });
    }
    await t.app.uploadStorage.privateFiles.put(`fitness-proofs/${booking.id}/old.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
    await t.db
      .updateTable('bookingTravellers')
      .set({ fitnessFile: `fitness-proofs/${booking.id}/old.pdf` })
      .where('id', '=', ids[0])
      .execute();

    const erasedAt = async () =>
      (await t.db.selectFrom('bookingTravellers').select('personalDataErasedAt').where('id', '=', ids[0]).executeTakeFirstOrThrow())
        .personalDataErasedAt;
    // The other tests' shorter trips end earlier: they are erased first.
    t.clock.runFrom(businessTime(daysFromNow(33 + 179, t.app.now()), '12:00'));
    await eraseOldTravellerData(options());
    expect(await erasedAt()).toBeNull();
    t.clock.runFrom(businessTime(daysFromNow(1, t.app.now()), '12:00'));
    expect(await eraseOldTravellerData(options())).toBeGreaterThanOrEqual(1);
    expect(await eraseOldTravellerData(options())).toBe(0);
    const rows = await t.db.selectFrom('bookingTravellers').selectAll().where('id', 'in', ids).execute();
    const erased = rows.find((row) => row.id === ids[0])!;
    const other = rows.find((row) => row.id === ids[1])!;
    expect(erased).toMatchObject({ medicalNotes: '', idLast4: null, emergencyName: null, emergencyNumber: null, fitnessFile: null });
    expect(erased.personalDataErasedAt).not.toBeNull();
    expect(erased.name).toBe('Asha Rao');
    expect(other).toMatchObject({ medicalNotes: 'Diabetic', idLast4: '4567', emergencyName: 'Asha Rao Parent' });
    expect(await t.app.uploadStorage.privateFiles.read(`fitness-proofs/${booking.id}/old.pdf`)).toBeNull();
  });
});
