import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, bookingTexts, calendarDay, travellerReviewTexts } from '@travel/server/domain';
import BookingPage, { bookingHeading } from '../../../site/src/components/islands/BookingPage.tsx';
import { rememberPayment, rememberPaymentError } from '../../../site/src/lib/bookings.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { hi } from '../../../site/src/i18n/hi.ts';
import { booking, callsOf, routeFetch, travellerRoutes } from './booking-fixtures.ts';
import { buttonNamed, click, render } from './render.ts';

const offline = {
  provider: 'offline' as const,
  amount: 9250,
  upiLink: 'upi://pay?pa=wander%40okaxis&am=9250.00&tn=KX7P2MQA',
  instructions: 'HDFC Bank 5010',
};

describe('BookingPage', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
  });
  afterEach(async () => {
    await unmount();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSession();
  });

  const show = async (paymentProvider: 'offline' | 'razorpay' = 'offline') => {
    const view = await render(
      <BookingPage bookingId="bk-1" businessName="Wander India Trips" travellerDataDays={180} paymentProvider={paymentProvider} />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
    return view.container;
  };

  it('heads a booking by its status', () => {
    expect(bookingHeading(booking({ status: 'confirmed' }))).toBe('Booking confirmed');
    expect(bookingHeading(booking({ status: 'paid' }))).toBe('Booking confirmed');
    expect(bookingHeading(booking())).toBe('Booking pending payment');
  });

  it("offers 'Write a review' on a confirmed or paid booking once its departure has started, not before nor when unpaid", async () => {
    const started = calendarDay(new Date(Date.now() - 86_400_000));
    const reviewLink = (page: HTMLElement) =>
      [...page.querySelectorAll('a')].find((a) => a.textContent === travellerReviewTexts.writeReview)?.getAttribute('href');
    for (const [overrides, expected] of [
      [{ status: 'paid', startDate: started }, '/bookings/bk-1/review'],
      [{ status: 'confirmed', startDate: started }, '/bookings/bk-1/review'],
      [{ status: 'confirmed' }, undefined],
      [{ status: 'cancelled', startDate: started }, undefined],
    ] as const) {
      routeFetch({ 'GET /api/bookings/bk-1': () => ({ body: { booking: booking(overrides) } }) });
      expect(reviewLink(await show()), JSON.stringify(overrides)).toBe(expected);
      await unmount();
      unmount = async () => {};
      vi.unstubAllGlobals();
    }
  });

  it('shows a pending booking with the offline instructions it was given, the QR code fetched with the token, and the hold', async () => {
    rememberPayment('bk-1', offline);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }),
      'GET /api/bookings/bk-1/upi-qr': () => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }),
      ...travellerRoutes(),
    });
    const page = await show();
    expect(page.querySelector('h1')!.textContent).toBe('Booking pending payment');
    expect(page.querySelector('.booking-reference')!.textContent).toContain('KX7P2MQA');
    // The booking names its trip and dates itself: no call for the trip or its departures.
    expect(page.querySelector('.booking-trip')?.textContent).toBe('Spiti Valley · Jan 15, 2031 - Jan 21, 2031');
    const upi = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Pay with UPI app')!;
    expect(upi.getAttribute('href')).toBe(offline.upiLink);
    await vi.waitFor(() => expect(page.querySelector('.upi-qr img')?.getAttribute('src')).toMatch(/^blob:/));
    const qrCall = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/bk-1/upi-qr') as unknown as [string, RequestInit];
    expect((qrCall[1].headers as Record<string, string>).Authorization).toBe('Bearer traveller-token');
    expect(page.querySelector('.payment-instructions')!.textContent).toContain('HDFC Bank 5010');
    expect(page.querySelector('.hold-note')!.textContent).toContain('Jun 03, 2030 15:30 IST');
    await vi.waitFor(() => expect(page.querySelector('.traveller-records')?.textContent).toContain('Asha Kulkarni'));
    expect(page.querySelector('#travellers-title')!.textContent).toBe('Travellers · 0 of 2 ready');
    expect(page.querySelector('.booking-amounts')!.textContent).toBe('Total₹37,000Deposit₹9,250Paid₹0Balance due₹37,000Due byDec 31, 2030');
    // The instructions this tab was given are not asked for again.
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings/bk-1/pay');
  });

  it('names a first payment of the whole amount as such, with no balance step (a booking made inside its balance window)', async () => {
    rememberPayment('bk-1', { ...offline, amount: 37000 });
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking({ depositAmount: 37000 }) } }),
      'GET /api/bookings/bk-1/upi-qr': () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const page = await show();
    expect(page.querySelector('.booking-amounts')!.textContent).toContain('Full amount₹37,000');
    expect(page.querySelector('.booking-amounts')!.textContent).not.toContain('Deposit');
    expect(page.querySelector('.hold-note')!.textContent).toContain('Pay the full amount by then to confirm.');
    const steps = [...page.querySelectorAll('.offline-next li')].map((li) => li.textContent);
    expect(steps).toEqual(bookingTexts.offlineNextSteps.slice(0, -1));
  });

  it('says the hold’s time zone in Hindi on Hindi pages', async () => {
    rememberPayment('bk-1', offline);
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }),
      'GET /api/bookings/bk-1/upi-qr': () =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } }),
    });
    const view = await render(
      <BookingPage bookingId="bk-1" businessName="Wander India Trips" travellerDataDays={180} paymentProvider="offline" t={hi.bookings} />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.querySelector('.hold-note')).not.toBeNull());
    const hold = view.container.querySelector('.hold-note strong')!.textContent;
    expect(hold).toMatch(/ भारतीय समय$/);
    expect(hold).not.toContain('IST');
  });

  it('asks for the offline instructions at once when this tab has none', async () => {
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking({ travellers: [] }) } }),
      'POST /api/bookings/bk-1/pay': () => ({ body: { payment: { ...offline, upiLink: undefined } } }),
    });
    const page = await show('offline');
    await vi.waitFor(() => expect(page.querySelector('.payment-instructions')?.textContent).toContain('HDFC Bank 5010'));
    expect(page.querySelector('.upi-link')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/bookings/bk-1/pay')).toHaveLength(1);
    expect(buttonNamed(page, 'Pay now')).toBeTruthy();
  });

  it('prints the UPI id as text with a copy button, and says what happens next', async () => {
    rememberPayment('bk-1', { ...offline, upiId: 'wander@okaxis', payeeName: 'Wander India Trips' });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }),
      'GET /api/bookings/bk-1/upi-qr': () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    const page = await show();
    expect(page.querySelector('.upi-id-value')!.textContent).toBe('wander@okaxis');
    expect(page.querySelector('.upi-payee')!.textContent).toBe('Wander India Trips');
    const copy = page.querySelector<HTMLButtonElement>('.upi-id button')!;
    expect(copy.textContent).toBe('Copy UPI id');
    await click(copy);
    expect(copy.textContent).toBe('Copied UPI id');
    expect(writeText).toHaveBeenCalledWith('wander@okaxis');
    await vi.waitFor(() => expect(page.querySelector('.upi-copy-status')!.textContent).toBe('wander@okaxis copied'));
    const next = page.querySelector('.offline-next')!;
    expect(next.querySelector('h3')!.textContent).toBe(bookingTexts.whatHappensNext);
    expect(next.textContent).toContain('We confirm your booking within a working day');
  });

  it("answers 'Pay now' visibly with Razorpay: a closed window says nothing was charged", async () => {
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }),
      'POST /api/bookings/bk-1/pay': () => ({
        body: { payment: { provider: 'razorpay', keyId: 'rzp_test_1', orderId: 'order_1', amount: 925000, currency: 'INR' } },
      }),
    });
    class ClosedCheckout {
      readonly options: { modal: { ondismiss: () => void } };
      constructor(options: { modal: { ondismiss: () => void } }) {
        this.options = options;
      }
      on() {}
      open() {
        this.options.modal.ondismiss();
      }
    }
    vi.stubGlobal('Razorpay', ClosedCheckout);
    const page = await show('razorpay');
    await click(buttonNamed(page, 'Pay now'));
    await vi.waitFor(() => expect(page.querySelector('.payment-notice')?.textContent).toBe(bookingTexts.checkoutClosed));
    expect(callsOf(fetchMock)).toContain('POST /api/bookings/bk-1/pay');
  });

  it('shows nothing due on a cancelled booking, and no way to pay it', async () => {
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking({ status: 'cancelled', holdExpiresAt: null, balanceDue: 0 }) } }),
    });
    const page = await show();
    expect(page.querySelector('.booking-amounts')!.textContent).toContain('Balance due₹0');
    expect(page.querySelector('.nothing-due')!.textContent).toBe(bookingTexts.nothingDue);
    expect([...page.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Pay now');
    expect(page.querySelector('.offline-payment')).toBeNull();
  });

  it('makes no Razorpay order until the traveller presses Pay now', async () => {
    const fetchMock = routeFetch({ 'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }) });
    const page = await show('razorpay');
    await vi.waitFor(() => expect(page.querySelector('.booking-trip')).not.toBeNull());
    expect(buttonNamed(page, 'Pay now')).toBeTruthy();
    expect(page.querySelector('.offline-payment')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings/bk-1/pay');
  });

  it('cancels a pending booking only after the traveller says yes', async () => {
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: booking() } }),
      'POST /api/bookings/bk-1/cancel': () => ({ body: { booking: booking({ status: 'cancelled', holdExpiresAt: null }) } }),
    });
    const page = await show('razorpay');
    await click(buttonNamed(page, 'Cancel'));
    await click(buttonNamed(document.body, 'Keep booking'));
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings/bk-1/cancel');
    await click(buttonNamed(page, 'Cancel'));
    await click(buttonNamed(document.body, 'Yes, cancel booking'));
    await vi.waitFor(() => expect(page.querySelector('h1')!.textContent).toBe('Booking cancelled'));
    expect([...page.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Cancel');
  });

  it("shows 'Booking confirmed' with what was paid and 'Pay balance', and a payment error handed over by the form", async () => {
    rememberPaymentError('bk-1', bookingMessages.paymentNotVerified);
    const confirmed = booking({
      status: 'confirmed',
      amountPaid: 9250,
      balanceDue: 27750,
      holdExpiresAt: null,
      payments: [
        {
          id: 'p1',
          amount: 9250,
          method: 'razorpay',
          status: 'captured',
          reference: null,
          providerPaymentId: 'pay_1',
          createdAt: '2030-06-01T11:00:00.000Z',
        },
      ],
    });
    routeFetch({ 'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }), ...travellerRoutes(confirmed) });
    const page = await show('razorpay');
    expect(page.querySelector('h1')!.textContent).toBe('Booking confirmed');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(bookingMessages.paymentNotVerified);
    expect(page.querySelector('.payment-list')!.textContent).toContain('Razorpay · ₹9,250');
    expect(buttonNamed(page, 'Pay balance')).toBeTruthy();
    // A confirmed booking is cancelled with money, after its quote: not by the pending booking's button.
    expect([...page.querySelectorAll('.booking-actions button')].map((b) => b.textContent)).not.toContain('Cancel');
    expect(page.querySelector('.booking-cancel button')!.textContent).toBe('Cancel');
    await act(async () => unmount());
    unmount = async () => {};
    // Shown once: the next visit starts clean.
    const again = await show('razorpay');
    expect(again.querySelector('[role="alert"]')).toBeNull();
  });

  it("says 'Booking not found' for a booking that is not the traveller's", async () => {
    routeFetch({ 'GET /api/bookings/bk-1': () => ({ status: 404, body: { error: bookingMessages.bookingNotFound } }) });
    const page = await show();
    expect(page.querySelector('h1')!.textContent).toBe(bookingMessages.bookingNotFound);
  });
});
