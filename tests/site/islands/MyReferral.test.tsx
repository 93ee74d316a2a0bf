/**
 * My Bookings' referral block: the traveller's code and link, the one-tap WhatsApp share of the link with what a friend
 * gets, the rewards earned, in English and Hindi; nothing when the read fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyReferral from '../../../site/src/components/islands/MyReferral.tsx';
import { hi } from '../../../site/src/i18n/hi.ts';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { routeFetch } from './booking-fixtures.ts';
import { render } from './render.ts';

const referral = {
  code: 'REFK7M2QX',
  url: 'https://trips.example/?ref=REFK7M2QX',
  rewards: [{ voucherCode: 'ACDE-FGHJ-KMNP', amount: 500, bookingReference: 'WIT-2031-0042', createdAt: '2031-01-05T06:30:00.000Z' }],
};
const amounts = { discount: 500, reward: 750 };

describe("My Bookings' referral block", () => {
  beforeEach(() => signInTraveller('traveller-token', { username: 'asha_k', mobileNumber: '9876543210', countryCode: '91', email: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows the code and link, shares the link on WhatsApp in one tap, and lists the rewards earned', async () => {
    const fetchMock = routeFetch({ 'GET /api/me/referral': () => ({ body: referral }) });
    const view = await render(<MyReferral amounts={amounts} />);
    await vi.waitFor(() => expect(view.container.querySelector('.my-referral')).not.toBeNull());
    const block = view.container.querySelector('.my-referral')!;
    expect(block.querySelector('h2')?.textContent).toBe('Invite a friend');
    expect(block.querySelector('.referral-lead')?.textContent).toBe(
      'A friend who books their first trip with your code gets ₹500 off, and you get a ₹750 voucher once they have paid.',
    );
    expect(block.querySelector('.referral-code code')?.textContent).toBe('REFK7M2QX');
    expect(block.querySelector('.referral-link a')?.getAttribute('href')).toBe(referral.url);
    const share = block.querySelector<HTMLAnchorElement>('a.referral-share')!;
    expect(share.textContent).toBe('Share on WhatsApp');
    const shared = new URL(share.href);
    expect(shared.origin).toBe('https://wa.me');
    expect(shared.searchParams.get('text')).toBe(`Book a trip with my code and get ₹500 off: ${referral.url}`);
    expect(share.rel).toContain('noopener');
    expect([...block.querySelectorAll('.referral-rewards li')].map((li) => li.textContent)).toEqual([
      '₹500 voucher ACDE-FGHJ-KMNP for booking WIT-2031-0042 · Jan 05, 2031',
    ]);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer traveller-token');
    await view.unmount();
  });

  it('says when nothing is earned yet, in Hindi on Hindi pages', async () => {
    routeFetch({ 'GET /api/me/referral': () => ({ body: { ...referral, rewards: [] } }) });
    const view = await render(<MyReferral t={hi.bookings} amounts={amounts} />);
    await vi.waitFor(() => expect(view.container.querySelector('.referral-none')).not.toBeNull());
    expect(view.container.querySelector('h2')?.textContent).toBe(hi.bookings.referral.title);
    expect(view.container.querySelector('.referral-none')?.textContent).toBe(hi.bookings.referral.noRewards);
    expect(view.container.querySelector('a.referral-share')?.textContent).toBe('WhatsApp पर भेजें');
    await view.unmount();
  });

  it('leaves My Bookings as it is when the referral cannot be read', async () => {
    const fetchMock = routeFetch({ 'GET /api/me/referral': () => ({ status: 500, body: { error: 'Internal error' } }) });
    const view = await render(<MyReferral amounts={amounts} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.innerHTML).toBe('');
    await view.unmount();
  });
});
