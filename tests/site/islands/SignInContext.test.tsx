import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInToSeeTrip } from '@travel/server/domain';
import SignInContext from '../../../site/src/components/islands/SignInContext.tsx';
import { peekReturnPath, tripIdOfPath } from '../../../site/src/lib/return-target.ts';
import { render } from './render.ts';

const tripId = '3f1c2b9e-0000-4000-8000-000000000001';

describe('SignInContext', () => {
  let unmount: () => Promise<void> = async () => {};
  beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    await unmount();
    vi.unstubAllGlobals();
  });

  it('says what a visitor sent from a trip was about to do, without using up the return target', async () => {
    sessionStorage.setItem('returnTo', `/trip/${tripId}`);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, trip: { place: 'Spiti Valley' } })));
    vi.stubGlobal('fetch', fetchMock);
    const view = await render(<SignInContext />);
    unmount = view.unmount;
    await vi.waitFor(() => expect(view.container.textContent).toBe(signInToSeeTrip('Spiti Valley')));
    expect(view.container.textContent).toBe('Sign in to see Spiti Valley and its departures');
    expect(fetchMock).toHaveBeenCalledWith(`/api/public/trips/${tripId}`);
    expect(sessionStorage.getItem('returnTo')).toBe(`/trip/${tripId}`);
  });

  it('says nothing on a plain /login, or when the trip cannot be read', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const plain = await render(<SignInContext />);
    expect(plain.container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    await plain.unmount();
    const gone = await render(<SignInContext returnTo={`/trip/${tripId}`} />);
    unmount = gone.unmount;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(gone.container.textContent).toBe('');
  });

  it('reads the trip of a return path', () => {
    expect(tripIdOfPath(`/trip/${tripId}?x=1`)).toBe(tripId);
    expect(tripIdOfPath('/trips')).toBeNull();
    expect(peekReturnPath('//evil.example')).toBe('/trips');
  });
});
