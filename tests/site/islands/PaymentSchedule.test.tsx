/**
 * The booking page of a booking on a payment plan: its schedule (each instalment's date, amount and
 * status, the next to pay marked), the pay button naming the next instalment, and with bank
 * matching the booking's own account and UPI id; in Hindi too.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingPage from '../../../site/src/components/islands/BookingPage.tsx';
import { hi } from '../../../site/src/i18n/hi.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, routeFetch, travellerRoutes } from './booking-fixtures.ts';
import { buttonNamed, render } from './render.ts';

const planned = booking({
  status: 'confirmed',
  totalAmount: 60000,
  depositAmount: 18000,
  amountPaid: 22000,
  balanceDue: 38000,
  holdExpiresAt: null,
  balanceDueDate: '2031-01-15',
  instalments: [
    { n: 1, dueDate: '2030-10-01', amount: 18000, paid: 18000, status: 'paid' },
    { n: 2, dueDate: '2030-12-16', amount: 24000, paid: 4000, status: 'overdue' },
    { n: 3, dueDate: '2031-01-15', amount: 18000, paid: 0, status: 'upcoming' },
  ],
  bankAccount: { accountNumber: '2223331000000001', ifsc: 'RATN0VAAPIS', name: 'Wander India Trips', upiId: 'rpy.payto00001@icici' },
});

describe('a booking on a payment plan', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => {
    localStorage.clear();
    signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null });
    routeFetch({ 'GET /api/bookings/bk-1': () => ({ body: { booking: planned } }), ...travellerRoutes(planned) });
  });
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
    clearSession();
  });

  const show = async (t?: typeof hi.bookings) => {
    const view = await render(
      <BookingPage bookingId="bk-1" businessName="Wander India Trips" travellerDataDays={180} paymentProvider="offline" t={t} />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.querySelector('.instalment-list')).not.toBeNull());
    return view.container;
  };

  it('lists the instalments, marks the next, pays it by number and shows the booking’s own account', async () => {
    const page = await show();
    const rows = [...page.querySelectorAll('.instalment')];
    expect(
      rows.map((row) => [row.querySelector('.instalment-name')!.textContent, row.querySelector('.instalment-amount')!.textContent]),
    ).toEqual([
      ['Instalment 1', '₹18,000'],
      ['Instalment 2', '₹24,000'],
      ['Instalment 3', '₹18,000'],
    ]);
    expect(rows.map((row) => row.querySelector('.instalment-status')!.textContent)).toEqual(['Paid', 'Overdue · ₹4,000 paid', 'Upcoming']);
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(buttonNamed(page, 'Pay instalment 2: ₹20,000')).toBeTruthy();
    const account = page.querySelector('.own-account')!;
    expect(account.querySelector('h3')!.textContent).toBe('Your own account for this booking');
    expect([...account.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '2223331000000001',
      'RATN0VAAPIS',
      'Wander India Trips',
      'rpy.payto00001@icici',
    ]);
  });

  it('in Hindi', async () => {
    const page = await show(hi.bookings);
    expect(page.querySelector('#schedule-title')!.textContent).toBe('भुगतान की किस्तें');
    expect(page.querySelector('.instalment-name')!.textContent).toBe('किस्त 1');
    expect(buttonNamed(page, 'किस्त 2 चुकाएँ: ₹20,000')).toBeTruthy();
  });
});
