import { departureListEn } from '../../../site/src/i18n/departure-list-en.ts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingTexts, waitlistTexts } from '@travel/server/domain';
import DepartureList from '../../../site/src/components/islands/DepartureList.tsx';
import MyBookings from '../../../site/src/components/islands/MyBookings.tsx';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, callsOf, departure, routeFetch } from './booking-fixtures.ts';
import { buttonNamed, byLabel, click, render, type } from './render.ts';

const rows = (container: HTMLElement) => [...container.querySelectorAll('li.departure')] as HTMLElement[];
const buttonsOf = (row: HTMLElement) => [...row.querySelectorAll('button')].map((b) => b.textContent);
const reserveButton = (row: HTMLElement) => [...row.querySelectorAll('button')].find((b) => b.textContent === bookingTexts.reserve);

describe('DepartureList', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => {
    localStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
  });
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists dates, price and deposit, seats left, and Reserve only where seats are left', async () => {
    routeFetch({
      'GET /api/public/trips/trip-1/departures': () => ({
        body: {
          success: true,
          departures: [
            departure,
            { ...departure, id: 'dep-2', startDate: '2031-02-01', endDate: null, seatsLeft: 3 },
            { ...departure, id: 'dep-3', startDate: '2031-03-01', seatsLeft: 0 },
            { ...departure, id: 'dep-4', startDate: '2031-04-01', status: 'closed' },
          ],
        },
      }),
    });
    const view = await render(
      <DepartureList tripId="trip-1" place="Spiti Valley" businessName="Wander India Trips" policy={[]} businessStateCode="27" />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(rows(view.container)).toHaveLength(4));
    const [open, few, soldOut, closed] = rows(view.container);
    expect(open.querySelector('.departure-facts')!.textContent).toBe(
      'Jan 15, 2031 - Jan 21, 2031₹18,500 per person · deposit ₹4,6258 seats left',
    );
    expect(few.querySelector('.departure-dates')!.textContent).toBe('Feb 01, 2031');
    expect(few.querySelector('.departure-seats')!.textContent).toBe('Only 3 seats left');
    expect(soldOut.querySelector('.departure-seats')!.textContent).toBe('Sold out');
    expect(closed.querySelector('.departure-seats')!.textContent).toBe('Closed');
    expect([open, few, soldOut, closed].map((row) => Boolean(reserveButton(row)))).toEqual([true, true, false, false]);

    await click(reserveButton(open)!);
    // The form's code loads on demand (React.lazy): let it arrive inside act.
    await act(async () => {
      await import('../../../site/src/components/islands/ReservationForm.tsx');
    });
    await vi.waitFor(() => expect(open.querySelector('form.reservation-form')).not.toBeNull());
    expect(reserveButton(open)).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Reserve Jan 15, 2031 - Jan 21, 2031');

    const close = [...open.querySelectorAll('button')].find((b) => b.textContent === 'Close')!;
    await click(close);
    await vi.waitFor(() => expect(document.activeElement).toBe(reserveButton(open)));
    expect(open.querySelector('form.reservation-form')).toBeNull();
  });

  it("offers 'Join the waitlist' on a sold-out departure only, shows the place it got, and sends the page's language", async () => {
    const fetchMock = routeFetch({
      'GET /api/public/trips/trip-1/departures': () => ({
        body: { departures: [departure, { ...departure, id: 'dep-3', startDate: '2031-03-01', seatsLeft: 0 }] },
      }),
      'POST /api/departures/dep-3/waitlist': () => ({
        status: 201,
        body: { entry: { id: 'w-1', departureId: 'dep-3', seats: 2, position: 3, status: 'waiting', bookingId: null, createdAt: '' } },
      }),
    });
    const view = await render(
      <DepartureList
        tripId="trip-1"
        place="Spiti Valley"
        businessName="Wander India Trips"
        policy={[]}
        businessStateCode="27"
        t={{ ...departureListEn, form: { ...departureListEn.form, language: 'hi' } }}
      />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(rows(view.container)).toHaveLength(2));
    const [open, soldOut] = rows(view.container);
    expect(buttonsOf(open).includes(waitlistTexts.join)).toBe(false);
    await click([...soldOut.querySelectorAll('button')].find((b) => b.textContent === waitlistTexts.join)!);
    await act(async () => {
      await import('../../../site/src/components/islands/WaitlistJoin.tsx');
    });
    await vi.waitFor(() => expect(soldOut.querySelector('form.waitlist-form')).not.toBeNull());
    await type(byLabel(soldOut, waitlistTexts.seatsWanted), '2');
    await click(buttonNamed(soldOut.querySelector('form')!, waitlistTexts.join));
    await vi.waitFor(() => expect(soldOut.textContent).toContain('You are number 3 on the waitlist.'));
    expect(callsOf(fetchMock)).toContain('POST /api/departures/dep-3/waitlist');
    // The offer of freed seats, and its booking's messages, go in the language of the page joined on.
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body))).toEqual({ seats: 2, language: 'hi' });
  });

  it('says when no departure is planned', async () => {
    routeFetch({ 'GET /api/public/trips/trip-1/departures': () => ({ body: { success: true, departures: [] } }) });
    const view = await render(
      <DepartureList tripId="trip-1" place="Spiti Valley" businessName="Wander India Trips" policy={[]} businessStateCode="27" />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.textContent).toBe(bookingTexts.noDepartures));
  });
});

describe('MyBookings', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null }));
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
    clearSession();
  });

  it("lists the traveller's bookings with reference, trip, dates, seats, status and amounts, each linking to its page", async () => {
    const fetchMock = routeFetch({
      'GET /api/bookings': () => ({
        body: {
          bookings: [booking(), booking({ id: 'bk-2', reference: 'ZZ9Q8R7T', status: 'confirmed', amountPaid: 9250, balanceDue: 27750 })],
        },
      }),
    });
    const view = await render(<MyBookings />);
    unmount = view.unmount;
    await vi.waitFor(() =>
      expect(view.container.querySelector('.booking-card-trip')?.textContent).toBe('Spiti Valley · Jan 15, 2031 - Jan 21, 2031'),
    );
    const cards = [...view.container.querySelectorAll('.booking-card')];
    expect(cards.map((card) => card.querySelector('a')!.getAttribute('href'))).toEqual(['/bookings/bk-1', '/bookings/bk-2']);
    expect(cards[1].textContent).toBe(
      'Booking ZZ9Q8R7TConfirmedSpiti Valley · Jan 15, 2031 - Jan 21, 2031Seats2Travellers0 of 2 ready' +
        'Total₹37,000Paid₹9,250Balance due₹27,750',
    );
    // Each booking names its trip and dates: one call, none per trip.
    expect(callsOf(fetchMock)).toEqual(['GET /api/bookings', 'GET /api/vouchers']);
  });

  it('says when there are none', async () => {
    routeFetch({ 'GET /api/bookings': () => ({ body: { bookings: [] } }) });
    const view = await render(<MyBookings />);
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.textContent).toContain(bookingTexts.noBookings));
  });
});
