/** Stopping a booking's reminders and review requests from its page: shown on a confirmed booking, said plainly once stopped. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { travellerMessageTexts } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import StopMessages from '../../../site/src/components/islands/StopMessages.tsx';
import { clearSession, signInTraveller } from '../../../site/src/lib/session.ts';
import { booking, callsOf, routeFetch } from './booking-fixtures.ts';
import { buttonNamed, click, render } from './render.ts';

describe('StopMessages', () => {
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

  it('stops them with one press and says what still comes', async () => {
    const confirmed = booking({ id: 'bk-1', status: 'confirmed' });
    const fetchMock = routeFetch({
      'POST /api/bookings/bk-1/messages/stop': () => ({ body: { booking: { ...confirmed, remindersStopped: true } } }),
    });
    const changed: Booking[] = [];
    const view = await render(<StopMessages booking={confirmed} onBookingChange={(b) => changed.push(b)} />);
    unmount = view.unmount;
    await click(buttonNamed(view.container, travellerMessageTexts.stopReminders));
    await vi.waitFor(() => expect(changed).toHaveLength(1));
    expect(changed[0].remindersStopped).toBe(true);
    expect(callsOf(fetchMock)).toEqual(['POST /api/bookings/bk-1/messages/stop']);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer traveller-token');

    const stopped = await render(<StopMessages booking={changed[0]} onBookingChange={() => {}} />);
    expect(stopped.container.textContent).toBe(travellerMessageTexts.remindersStopped);
    expect(stopped.container.querySelector('button')).toBeNull();
    await stopped.unmount();
  });

  it("shows the server's refusal, and nothing on a booking that is not confirmed or paid", async () => {
    routeFetch({ 'POST /api/bookings/bk-2/messages/stop': () => ({ status: 404, body: { error: 'Booking not found' } }) });
    const view = await render(<StopMessages booking={booking({ id: 'bk-2', status: 'paid' })} onBookingChange={() => {}} />);
    unmount = view.unmount;
    await click(buttonNamed(view.container, travellerMessageTexts.stopReminders));
    await vi.waitFor(() => expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Booking not found'));
    const pending = await render(<StopMessages booking={booking({ status: 'pending_payment' })} onBookingChange={() => {}} />);
    expect(pending.container.innerHTML).toBe('');
    await pending.unmount();
  });
});
