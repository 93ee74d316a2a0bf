/**
 * The booking page's money after the deposit: cancelling a confirmed booking after reading its
 * quote (money back or a credit voucher, then a confirm step), the refunds and their status, the
 * documents with their PDF, a voucher code by the pay button, and My Bookings' vouchers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancellationPolicyLines } from '@travel/server/domain';
import type { Voucher } from '@travel/server/entities';
import BookingPage from '../../../site/src/components/islands/BookingPage.tsx';
import MyVouchers from '../../../site/src/components/islands/MyVouchers.tsx';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, callsOf, routeFetch } from './booking-fixtures.ts';
import { buttonNamed, byLabel, click, render, type } from './render.ts';

const policy = [
  { daysBefore: 30, retainPercent: 10 },
  { daysBefore: 0, retainPercent: 100 },
];
const confirmed = booking({ status: 'confirmed', amountPaid: 9250, balanceDue: 27750, holdExpiresAt: null, cancellationPolicy: policy });
const quote = { daysBeforeStart: 45, retainedAmount: 3700, refundAmount: 5550, voucherAmount: 9250, policy };

describe('money on the booking page', () => {
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

  const show = async () => {
    const view = await render(
      <BookingPage bookingId="bk-1" businessName="Wander India Trips" travellerDataDays={180} paymentProvider="razorpay" />,
    );
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
    return view.container;
  };

  it('cancels a confirmed booking for a credit voucher only after reading the quote and confirming', async () => {
    const cancelled = booking({
      ...confirmed,
      status: 'cancelled',
      balanceDue: 0,
      cancellation: {
        at: '2030-12-01T06:00:00.000Z',
        by: 'traveller',
        retainedAmount: 0,
        refundAmount: 0,
        voucherAmount: 9250,
        refundTo: 'voucher',
        reason: null,
      },
    });
    const bodies: unknown[] = [];
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }),
      'GET /api/bookings/bk-1/documents': () => ({ body: { documents: [] } }),
      'GET /api/bookings/bk-1/cancellation': () => ({ body: { quote } }),
      'POST /api/bookings/bk-1/cancel': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { body: { booking: cancelled } };
      },
    });
    const page = await show();
    await click(page.querySelector('.booking-cancel button')!);
    await vi.waitFor(() => expect(page.querySelector('.cancel-choice')).not.toBeNull());
    expect([...page.querySelectorAll('.cancel-policy li')].map((li) => li.textContent)).toEqual(cancellationPolicyLines(policy));
    const choices = [...page.querySelectorAll('.cancel-choice label')].map((label) => label.textContent);
    expect(choices).toEqual([
      '₹5,550 back to your original payment (₹3,700 kept under the policy)',
      'A credit voucher of ₹9,250 to spend on a later trip',
    ]);
    await click(page.querySelectorAll<HTMLInputElement>('.cancel-choice input')[1]);
    await click(buttonNamed(page.querySelector('.booking-cancel')!, 'Cancel'));
    await click(buttonNamed(document.body, 'Keep booking'));
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings/bk-1/cancel');
    await click(buttonNamed(page.querySelector('.booking-cancel')!, 'Cancel'));
    await click(buttonNamed(document.body, 'Yes, cancel booking'));
    await vi.waitFor(() => expect(page.querySelector('h1')!.textContent).toBe('Booking cancelled'));
    expect(bodies).toEqual([{ refundTo: 'voucher' }]);
    expect(page.querySelector('.cancellation-summary')!.textContent).toContain('A credit voucher of ₹9,250');
    expect(page.querySelector('.booking-cancel')).toBeNull();
  });

  it('starts on the choice worth more: the voucher when nothing comes back, and confirms ₹0 back in words', async () => {
    // 19 days out, ₹6,500 paid, the policy keeps all of it: money back is ₹0, a voucher ₹6,500.
    const late = { daysBeforeStart: 19, retainedAmount: 6500, refundAmount: 0, voucherAmount: 6500, policy };
    const bodies: unknown[] = [];
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }),
      'GET /api/bookings/bk-1/documents': () => ({ body: { documents: [] } }),
      'GET /api/bookings/bk-1/cancellation': () => ({ body: { quote: late } }),
      'POST /api/bookings/bk-1/cancel': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { body: { booking: booking({ ...confirmed, status: 'cancelled' }) } };
      },
    });
    const page = await show();
    await click(page.querySelector('.booking-cancel button')!);
    await vi.waitFor(() => expect(page.querySelector('.cancel-choice')).not.toBeNull());
    const [original, voucher] = page.querySelectorAll<HTMLInputElement>('.cancel-choice input');
    expect([original.checked, voucher.checked]).toEqual([false, true]);

    // Choosing ₹0 back: the confirm step says nothing comes back and what is kept, on the button too.
    await click(original);
    await click(buttonNamed(page.querySelector('.booking-cancel')!, 'Cancel'));
    const dialog = document.querySelector('dialog[open]')!;
    const nothingBack = 'You get nothing back: the ₹6,500 you paid is kept under the policy.';
    expect(dialog.textContent).toContain(`Booking ${confirmed.reference} will be cancelled and its seats released. ${nothingBack}`);
    await click(buttonNamed(document.body, 'Yes, cancel with ₹0 back'));
    await vi.waitFor(() => expect(bodies).toEqual([{ refundTo: 'original' }]));
  });

  it('starts on no choice when neither gives anything back, and asks for one before confirming', async () => {
    const nothing = { daysBeforeStart: 2, retainedAmount: 9250, refundAmount: 0, voucherAmount: 0, policy };
    const fetchMock = routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }),
      'GET /api/bookings/bk-1/documents': () => ({ body: { documents: [] } }),
      'GET /api/bookings/bk-1/cancellation': () => ({ body: { quote: nothing } }),
    });
    const page = await show();
    await click(page.querySelector('.booking-cancel button')!);
    await vi.waitFor(() => expect(page.querySelector('.cancel-choice')).not.toBeNull());
    expect([...page.querySelectorAll<HTMLInputElement>('.cancel-choice input')].map((input) => input.checked)).toEqual([false, false]);
    await click(buttonNamed(page.querySelector('.booking-cancel')!, 'Cancel'));
    expect(page.querySelector('.booking-cancel [role="alert"]')!.textContent).toBe('Choose what you would like back.');
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings/bk-1/cancel');
  });

  it("says the server's refusal when the booking can no longer be cancelled", async () => {
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }),
      'GET /api/bookings/bk-1/cancellation': () => ({ status: 409, body: { error: 'This booking can no longer be cancelled' } }),
    });
    const page = await show();
    await click(page.querySelector('.booking-cancel button')!);
    await vi.waitFor(() =>
      expect(page.querySelector('.booking-cancel [role="alert"]')?.textContent).toBe('This booking can no longer be cancelled'),
    );
  });

  it('lists refunds with their status and the documents with a PDF download', async () => {
    const refunded = booking({
      ...confirmed,
      status: 'cancelled',
      amountRefunded: 5550,
      refunds: [
        {
          id: 'r1',
          amount: 5550,
          method: 'razorpay',
          status: 'pending',
          providerRefundId: 'rfnd_1',
          createdAt: '2030-12-01T06:00:00.000Z',
        },
      ],
    });
    const document = {
      id: 'doc-1',
      type: 'refund_voucher',
      number: 'RF/30-31/000001',
      issuedOn: '2030-12-01',
      bookingId: 'bk-1',
      amount: 5550,
      taxableValue: 5285.71,
      cgst: 132.14,
      sgst: 132.15,
      igst: 0,
      gstRatePercent: 5,
      placeOfSupply: '27',
      sac: '998555',
    };
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: refunded } }),
      'GET /api/bookings/bk-1/documents': () => ({ body: { documents: [document] } }),
      'GET /api/bookings/bk-1/documents/doc-1/pdf': () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const page = await show();
    expect(page.querySelector('.refund-list')!.textContent).toBe('Dec 01, 2030 11:30 · Razorpay · ₹5,550 on its way');
    expect(page.querySelector('.booking-amounts')!.textContent).toContain('Refunded₹5,550');
    await vi.waitFor(() => expect(page.querySelector('.document-list')).not.toBeNull());
    expect(page.querySelector('.document-list li')!.textContent).toContain('Refund Voucher RF/30-31/000001 · Dec 01, 2030 · ₹5,550');
    await click(buttonNamed(page, 'Download PDF of RF/30-31/000001'));
    await vi.waitFor(() => expect(names).toEqual(['RF-30-31-000001.pdf']));
  });

  it('sends a voucher code with the payment when one is typed', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      'GET /api/bookings/bk-1': () => ({ body: { booking: confirmed } }),
      'POST /api/bookings/bk-1/pay': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 400, body: { error: 'This voucher cannot be used' } };
      },
    });
    const page = await show();
    await type(byLabel(page, 'Voucher code (optional)'), ' ACDE-FGHJ-KMNP ');
    await click(buttonNamed(page, 'Pay balance'));
    await vi.waitFor(() => expect(page.querySelector('.booking-actions [role="alert"]')?.textContent).toBe('This voucher cannot be used'));
    expect(bodies).toEqual([{ voucherCode: 'ACDE-FGHJ-KMNP' }]);
  });
});

describe("My Bookings' vouchers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each voucher with its code, what is left of it, its expiry and status', async () => {
    const vouchers: Voucher[] = [
      {
        id: 'v1',
        code: 'ACDE-FGHJ-KMNP',
        amount: 9250,
        balance: 4250.5,
        expiresAt: '2031-12-01T06:00:00.000Z',
        status: 'active',
        userId: 'u-1',
        sourceBookingId: 'bk-1',
        createdAt: '2030-12-01T06:00:00.000Z',
      },
      {
        id: 'v2',
        code: 'QRTU-VWXY-Z234',
        amount: 500,
        balance: 0,
        expiresAt: '2031-01-01T06:00:00.000Z',
        status: 'used',
        userId: 'u-1',
        sourceBookingId: null,
        createdAt: '2030-11-01T06:00:00.000Z',
      },
    ];
    routeFetch({ 'GET /api/vouchers': () => ({ body: { vouchers } }) });
    const view = await render(<MyVouchers />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('.voucher')).toHaveLength(2));
    expect([...view.container.querySelectorAll('.voucher')].map((li) => li.textContent)).toEqual([
      'ACDE-FGHJ-KMNP₹4,250.50 of ₹9,250 · until Dec 01, 2031 · Active',
      'QRTU-VWXY-Z234₹0 of ₹500 · until Jan 01, 2031 · Used',
    ]);
    await view.unmount();
  });
});
