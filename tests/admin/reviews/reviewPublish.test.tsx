/**
 * Publishing a traveller's review from the back office: the card's status chips, and the button
 * that sends `{status}` alone through the data provider (publish, then back to pending).
 */
import { act } from 'react';
import { travellerReviewTexts } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEachTest } from '../../site/islands/render.ts';
import { dataProvider } from '../../../admin/src/providers/dataProvider.ts';
import { ReviewPublishButton, ReviewStatusChip } from '../../../admin/src/reviews/ReviewStatusActions.tsx';
import { installFakeApi } from '../providers/fakeServer.ts';

const mount = renderEachTest();

const review: Review = {
  id: 'r1',
  reviewerName: 'Meera',
  rating: 5,
  reviewText: 'Spiti was unforgettable.',
  images: ['/uploads/reviews/b1/sunset-0123.jpg'],
  video: null,
  tripId: 't1',
  trip: { id: 't1', place: 'Spiti Valley' },
  status: 'pending',
  source: 'traveller',
  bookingId: 'b1',
  createdAt: '2031-01-02T06:30:00.000Z',
  updatedAt: '2031-01-02T06:30:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userType', 'admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const buttonNamed = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('review status in the back office', () => {
  it("names a traveller's pending review and an admin's published one", () => {
    const container = mount(<ReviewStatusChip review={review} />);
    expect(container.textContent).toBe(`${travellerReviewTexts.statusLabel.pending}${travellerReviewTexts.verifiedTraveller}`);
    const admins = mount(<ReviewStatusChip review={{ status: 'published', source: 'admin' }} />);
    expect(admins.textContent).toBe(travellerReviewTexts.statusLabel.published);
  });

  it('publishes a pending review by sending its status alone, and moves a published one back to pending', async () => {
    const api = installFakeApi({
      'PUT /api/admin/reviews/r1': (call) => ({
        body: { success: true, review: { ...review, ...(call.body as object) }, message: 'Review updated successfully' },
      }),
    });
    const pending = mount(
      <AdminContext dataProvider={dataProvider}>
        <ReviewPublishButton review={review} />
      </AdminContext>,
    );
    await vi.waitFor(() => expect(buttonNamed(pending, travellerReviewTexts.publish)).toBeDefined());
    await act(async () => buttonNamed(pending, travellerReviewTexts.publish)!.click());
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({ url: expect.stringMatching(/\/api\/admin\/reviews\/r1$/), body: { status: 'published' } });
    expect(api.calls[0].headers.authorization).toBe('Bearer token-1');

    const published = mount(
      <AdminContext dataProvider={dataProvider}>
        <ReviewPublishButton review={{ ...review, status: 'published' }} />
      </AdminContext>,
    );
    await vi.waitFor(() => expect(buttonNamed(published, travellerReviewTexts.unpublish)).toBeDefined());
    await act(async () => buttonNamed(published, travellerReviewTexts.unpublish)!.click());
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls[1].body).toEqual({ status: 'pending' });
  });
});
