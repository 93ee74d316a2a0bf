/**
 * The lead's shares panel and the public pay page (DESIGN "Each pays their share"): who has paid, the
 * WhatsApp link carrying each share's full pay address, Remind calling the API, splitting before any
 * payment; the pay page showing the share's name and due part and taking the offline payment.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingShares from '../../../site/src/components/islands/BookingShares.tsx';
import PayShare from '../../../site/src/components/islands/PayShare.tsx';
import { booking, callsOf, routeFetch } from './booking-fixtures.ts';
import { buttonNamed, click, render } from './render.ts';

const shares = [
  {
    id: 's1',
    travellerId: 't1',
    name: 'Asha Rao',
    amount: 25000,
    amountPaid: 6250,
    due: 0,
    payUrl: '/pay/tokenAsha0000000000000000000000',
  },
  {
    id: 's2',
    travellerId: 't2',
    name: 'Ravi Rao',
    amount: 20000,
    amountPaid: 0,
    due: 5000,
    payUrl: '/pay/tokenRavi0000000000000000000000',
  },
];

describe('BookingShares', () => {
  let unmount: () => Promise<void> = async () => {};
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
  });

  it('lists who has paid, with a WhatsApp link to the pay page and Remind for those who owe', async () => {
    const fetchMock = routeFetch({ 'POST /api/bookings/bk-1/shares/s2/remind': () => ({ body: { share: shares[1], paymentLink: null } }) });
    const view = await render(<BookingShares booking={booking({ shares })} onBookingChange={() => {}} />);
    unmount = view.unmount;
    const text = view.container.textContent ?? '';
    expect(text).toContain('₹6,250 of ₹25,000 paid');
    expect(text).toContain('Owes ₹5,000');
    const whatsapp = view.container.querySelector<HTMLAnchorElement>('a.btn-whatsapp')!;
    expect(whatsapp.textContent).toBe('Send on WhatsApp Ravi Rao');
    const message = new URL(whatsapp.href).searchParams.get('text')!;
    expect(message).toContain(`${window.location.origin}/pay/tokenRavi0000000000000000000000`);
    expect(message).toContain('₹5,000');
    // One WhatsApp link and one Remind: the lead's own share is paid from its page.
    expect(view.container.querySelectorAll('a.btn-whatsapp')).toHaveLength(1);
    await click(buttonNamed(view.container, 'Remind Ravi Rao'));
    await vi.waitFor(() => expect(view.container.textContent).toContain('Reminder sent to Ravi Rao.'));
    expect(callsOf(fetchMock)).toEqual(['POST /api/bookings/bk-1/shares/s2/remind']);
  });

  it('offers to split a booking of two adults before any payment, and shows the shares it answers', async () => {
    const split = booking({ shares, adults: 2 });
    routeFetch({ 'POST /api/bookings/bk-1/split': () => ({ body: { booking: split } }) });
    const changed = vi.fn();
    const view = await render(<BookingShares booking={booking({ adults: 2, amountPaid: 0, payments: [] })} onBookingChange={changed} />);
    unmount = view.unmount;
    await click(buttonNamed(view.container, 'Split into shares'));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(split));
  });
});

describe('PayShare', () => {
  let unmount: () => Promise<void> = async () => {};
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
  });

  it("shows the share's name and due part, and the offline payment's UPI details", async () => {
    const page = {
      share: { id: 's2', name: 'Ravi Rao', amount: 20000, amountPaid: 0, due: 5000 },
      trip: { place: 'Goa', startDate: '2031-01-15', endDate: null },
      reference: 'ABCD2345',
      bookingStatus: 'pending_payment',
      provider: 'offline',
    };
    const payment = { provider: 'offline', amount: 5000, upiLink: 'upi://pay?pa=x%40ok&am=5000.00', instructions: 'HDFC 5010' };
    routeFetch({ 'GET /api/pay/tok': () => ({ body: page }), 'POST /api/pay/tok': () => ({ body: { payment } }) });
    const view = await render(<PayShare token="tok" businessName="Wander India Trips" />);
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe("Ravi Rao's share"));
    expect(view.container.textContent).toContain('Due now₹5,000');
    await click(buttonNamed(view.container, 'Pay ₹5,000'));
    await vi.waitFor(() => expect(view.container.querySelector('a.upi-link')?.getAttribute('href')).toBe(payment.upiLink));
  });

  it('says so for an unknown or used link', async () => {
    routeFetch({ 'GET /api/pay/old': () => ({ status: 404, body: { error: 'This payment link is not valid or has already been paid' } }) });
    const view = await render(<PayShare token="old" businessName="Wander India Trips" />);
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.textContent).toContain('This payment link is not valid or has already been paid'));
  });
});
