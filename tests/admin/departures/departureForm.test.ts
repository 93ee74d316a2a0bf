/** The departure form's rules (the domain's), what it sends on create and edit, and the manifest's file name. */
import { bookingMessages, calendarDay, joiningInstructionsMax, messages } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { describe, expect, it } from 'vitest';
import { departureFormToRecord, validateDepartureForm } from '../../../admin/src/departures/departureFormValues.ts';
import { manifestName } from '../../../admin/src/departures/ManifestButton.tsx';

const future = (days: number) => calendarDay(new Date(Date.now() + days * 86_400_000));

const saved: Departure = {
  id: 'd1',
  tripId: 't1',
  startDate: '2020-01-10',
  endDate: null,
  seatsTotal: 10,
  seatsLeft: 3,
  pricePerPerson: 20000,
  kidPricePerPerson: 20000,
  depositPerPerson: 5000,
  dueNowPerPerson: 5000,
  status: 'open',
  balanceDueDays: null,
  earlyBird: null,
  paymentPlan: null,
  createdAt: '2019-12-01T00:00:00.000Z',
  updatedAt: '2019-12-01T00:00:00.000Z',
};

describe('departure form rules', () => {
  it('asks for the trip, a start date, whole seats from 1 to 500 and a known status on create', () => {
    expect(validateDepartureForm({ tripId: 't1', startDate: future(10), seatsTotal: 12, status: 'open' })).toEqual({});
    expect(validateDepartureForm({ status: 'open' })).toMatchObject({
      tripId: bookingMessages.tripRequired,
      startDate: bookingMessages.departureStartRequired,
      seatsTotal: bookingMessages.seatsTotalRange,
    });
    for (const seatsTotal of [0, 501, 2.5]) {
      expect(validateDepartureForm({ tripId: 't1', startDate: future(10), seatsTotal, status: 'open' }).seatsTotal).toBe(
        bookingMessages.seatsTotalRange,
      );
    }
  });

  it('refuses a start in the past, an end not after the start, a deposit above the price', () => {
    const base = { tripId: 't1', seatsTotal: 5, status: 'open' };
    expect(validateDepartureForm({ ...base, startDate: future(-1) }).startDate).toBe(bookingMessages.departureInPast);
    expect(validateDepartureForm({ ...base, startDate: future(5), endDate: future(5) }).endDate).toBe(messages.endDateAfterStart);
    expect(validateDepartureForm({ ...base, startDate: future(5), pricePerPerson: 0 }).pricePerPerson).toBe(
      bookingMessages.pricePerPersonInvalid,
    );
    expect(validateDepartureForm({ ...base, startDate: future(5), kidPricePerPerson: 0 }).kidPricePerPerson).toBe(
      bookingMessages.kidPricePerPersonInvalid,
    );
    expect(validateDepartureForm({ ...base, startDate: future(5), kidPricePerPerson: 9999.5 })).toEqual({});
    expect(validateDepartureForm({ ...base, startDate: future(5), pricePerPerson: 100, depositPerPerson: 101 }).depositPerPerson).toBe(
      bookingMessages.depositPerPersonInvalid,
    );
  });

  it('lets a departure that has already started be edited (closed, seats) without moving its date', () => {
    expect(validateDepartureForm({ ...saved, status: 'closed' }, saved)).toEqual({});
    expect(validateDepartureForm({ ...saved, startDate: '2020-01-11' }, saved).startDate).toBe(bookingMessages.departureInPast);
  });
});

describe('what the departure form sends', () => {
  it('on create: the fields given, no price or deposit when left empty (the trip decides)', () => {
    expect(
      departureFormToRecord({ tripId: 't1', startDate: '2031-01-01', endDate: '', seatsTotal: 8, status: 'open', pricePerPerson: '' }),
    ).toEqual({
      tripId: 't1',
      startDate: '2031-01-01',
      endDate: null,
      seatsTotal: 8,
      status: 'open',
    });
    expect(
      departureFormToRecord({
        tripId: 't1',
        startDate: '2031-01-01',
        seatsTotal: 8,
        status: 'open',
        pricePerPerson: 15000,
        depositPerPerson: 0,
      }),
    ).toMatchObject({
      pricePerPerson: 15000,
      depositPerPerson: 0,
    });
  });

  it('on edit: resolved price and deposit left as they were are not sent; changed ones are; emptied ones go back to null', () => {
    expect(departureFormToRecord({ ...saved, seatsTotal: 12 }, saved)).toEqual({
      startDate: saved.startDate,
      endDate: null,
      seatsTotal: 12,
      status: 'open',
    });
    expect(departureFormToRecord({ ...saved, pricePerPerson: 21000, depositPerPerson: null }, saved)).toMatchObject({
      pricePerPerson: 21000,
      depositPerPerson: null,
    });
    // A child price left at the adult price keeps following it; a set one is sent.
    expect(departureFormToRecord({ ...saved, kidPricePerPerson: 20000 }, saved)).not.toHaveProperty('kidPricePerPerson');
    expect(departureFormToRecord({ ...saved, kidPricePerPerson: 12000 }, saved)).toMatchObject({ kidPricePerPerson: 12000 });
    // Ids, seats left and timestamps belong to the server.
    expect(Object.keys(departureFormToRecord({ ...saved }, saved))).not.toContain('seatsLeft');
  });
});

describe('joining instructions in the departure form', () => {
  it('are sent trimmed, cleared with "" when emptied on edit, not sent when never given; too long is refused', () => {
    const base = { tripId: 't1', startDate: '2031-01-01', seatsTotal: 8, status: 'open' };
    expect(departureFormToRecord({ ...base, joiningInstructions: ' Meet at Leh airport, 10 am \n' })).toMatchObject({
      joiningInstructions: 'Meet at Leh airport, 10 am',
    });
    expect(departureFormToRecord(base)).not.toHaveProperty('joiningInstructions');
    const withInstructions = { ...saved, joiningInstructions: 'Hotel lobby' };
    expect(departureFormToRecord({ ...withInstructions, joiningInstructions: null }, withInstructions)).toMatchObject({
      joiningInstructions: '',
    });
    expect(departureFormToRecord({ ...saved, joiningInstructions: null }, { ...saved, joiningInstructions: '' })).not.toHaveProperty(
      'joiningInstructions',
    );
    expect(validateDepartureForm({ ...saved, joiningInstructions: 'x'.repeat(joiningInstructionsMax + 1) }, saved)).toEqual({
      joiningInstructions: bookingMessages.joiningInstructionsTooLong,
    });
  });
});

describe('manifest file name', () => {
  it('is manifest-<place>-<startDate> (downloadCSV adds .csv) with the place in plain lower-case letters', () => {
    expect(manifestName('Spiti Valley', '2031-03-05')).toBe('manifest-spiti-valley-2031-03-05');
    expect(manifestName('Rann of Kutch / Bhuj!', '2031-12-01')).toBe('manifest-rann-of-kutch-bhuj-2031-12-01');
    expect(manifestName(undefined, '2031-12-01')).toBe('manifest-departure-2031-12-01');
  });
});
