import { messages, uploadOfFileFailed, s3UploadFailed } from '@travel/server/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingFile } from '../../../admin/src/media/mediaItem.ts';
import { dataProvider } from '../../../admin/src/providers/dataProvider.ts';
import { uploadProgressStore } from '../../../admin/src/providers/uploadProgress.ts';
import { installFakeApi } from './fakeServer.ts';

const trip = { id: 't1', place: 'Goa', images: [], video: null, itineraryPdf: null };

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userType', 'admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('dataProvider reads', () => {
  it('unwraps {trips}, reads the total from Content-Range and sends the bearer token and list parameters', async () => {
    const api = installFakeApi({
      'GET /api/admin/trips': () => ({ body: { success: true, trips: [trip], total: 7 }, headers: { 'content-range': 'trips 0-0/7' } }),
    });
    const result = await dataProvider.getList('trips', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'price', order: 'ASC' },
      filter: { q: 'go' },
    });
    expect(result).toEqual({ data: [trip], total: 7 });
    const url = new URL(api.calls[0].url, 'http://x');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['price', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 4]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'go' });
    expect(api.calls[0].headers.authorization).toBe('Bearer token-1');
  });

  it('counts the records itself when a list comes without Content-Range', async () => {
    installFakeApi({ 'GET /api/admin/users': () => ({ body: { users: [{ id: 'u1' }, { id: 'u2' }] } }) });
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(2);
  });

  it("hands on what a list answer carries beside its records (the bookings' counts per status) as meta", async () => {
    const counts = { pending_payment: 2, confirmed: 0, paid: 1, cancelled: 0, expired: 0 };
    installFakeApi({
      'GET /api/admin/bookings': () => ({
        body: { success: true, bookings: [{ id: 'b1' }], total: 3, counts },
        headers: { 'content-range': 'bookings 0-0/3' },
      }),
    });
    const list = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: { status: 'paid' } };
    await expect(dataProvider.getList('bookings', list)).resolves.toEqual({ data: [{ id: 'b1' }], total: 3, meta: { counts } });
  });

  it('fetches getMany in one list call filtered by the ids, whatever their number', async () => {
    const other = { ...trip, id: 't2', place: 'Agra' };
    const api = installFakeApi({ 'GET /api/admin/trips': () => ({ body: { success: true, trips: [trip, other], total: 2 } }) });
    await expect(dataProvider.getMany('trips', { ids: ['t1', 't2'] })).resolves.toEqual({ data: [trip, other] });
    expect(api.calls).toHaveLength(1);
    const url = new URL(api.calls[0].url, 'http://x');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ id: ['t1', 't2'] });
    expect(api.calls[0].headers.authorization).toBe('Bearer token-1');
  });

  it('unwraps {trip} on getOne', async () => {
    installFakeApi({ 'GET /api/admin/trips/t1': () => ({ body: { success: true, trip } }) });
    await expect(dataProvider.getOne('trips', { id: 't1' })).resolves.toEqual({ data: trip });
  });

  it("shows the server's error, else docs/product.md#errors's fallback for the call", async () => {
    installFakeApi({
      'GET /api/admin/trips': () => ({ status: 500, body: { error: 'Database is tired' } }),
      'GET /api/admin/reviews': () => ({ status: 500 }),
      'GET /api/admin/users': () => 'network-error',
      'GET /api/admin/reviews/r1': () => ({ status: 502 }),
    });
    const list = { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };
    await expect(dataProvider.getList('trips', list)).rejects.toMatchObject({ message: 'Database is tired', status: 500 });
    await expect(dataProvider.getList('reviews', list)).rejects.toMatchObject({ message: messages.fetchReviewsFailed });
    await expect(dataProvider.getList('users', list)).rejects.toMatchObject({ message: messages.fetchUsersFailed });
    await expect(dataProvider.getOne('reviews', { id: 'r1' })).rejects.toMatchObject({ message: messages.fetchReviewFailed });
  });

  it('keeps the 401 status so react-admin signs the admin out', async () => {
    installFakeApi({ 'GET /api/admin/trips/t1': () => ({ status: 401, body: { error: 'Invalid or expired token' } }) });
    await expect(dataProvider.getOne('trips', { id: 't1' })).rejects.toMatchObject({ status: 401 });
  });

  it('reads user stats, with the SPEC fallback on failure', async () => {
    const stats = { totalUsers: 3, activeUsers: 2, newUsersToday: 1, newUsersThisWeek: 2 };
    installFakeApi({ 'GET /api/admin/users/stats': () => ({ body: { success: true, stats } }) });
    await expect(dataProvider.getUserStats()).resolves.toEqual(stats);
    vi.unstubAllGlobals();
    installFakeApi({ 'GET /api/admin/users/stats': () => ({ status: 500 }) });
    await expect(dataProvider.getUserStats()).rejects.toMatchObject({ message: messages.fetchUserStatsFailed });
  });
});

describe('dataProvider writes', () => {
  it('uploads picked files one at a time before saving, and sends URLs only', async () => {
    let presigns = 0;
    const api = installFakeApi({
      'POST /api/admin/upload/presigned-url': (call) => {
        presigns += 1;
        const name = (call.body as { fileName: string }).fileName;
        return {
          body: { presignedUrl: `/api/uploads/put/${presigns}`, fileUrl: `/uploads/trips/${name}`, s3Key: `trips/${name}`, fileName: name },
        };
      },
      'POST /api/admin/trips': (call) => ({
        status: 201,
        body: { success: true, trip: { ...trip, ...(call.body as object), id: 't9' }, message: 'Trip created successfully' },
      }),
    });
    const progress: number[] = [];
    const unsubscribe = uploadProgressStore.subscribe(() => progress.push(uploadProgressStore.get()?.index ?? 0));
    const photo = pendingFile(new File([new Uint8Array(300)], 'beach.jpg', { type: 'image/jpeg' }));
    const video = pendingFile(new File([new Uint8Array(500)], 'waves.mp4', { type: 'video/mp4' }));
    const pdf = pendingFile(new File([new Uint8Array(100)], 'plan.pdf', { type: 'application/pdf' }));

    const result = await dataProvider.create('trips', {
      data: { place: 'Goa', images: ['/uploads/old.jpg', photo], video, itineraryPdf: pdf },
    });
    unsubscribe();

    const sent = api.calls.find((call) => call.method === 'POST' && call.url === '/api/admin/trips')!.body;
    expect(sent).toEqual({
      place: 'Goa',
      images: ['/uploads/old.jpg', '/uploads/trips/beach.jpg'],
      video: '/uploads/trips/waves.mp4',
      itineraryPdf: '/uploads/trips/plan.pdf',
    });
    expect(result.data.id).toBe('t9');
    expect(api.uploads.map((u) => [u.url, u.headers['content-type'], u.headers['x-amz-acl']])).toEqual([
      ['/api/uploads/put/1', 'image/jpeg', 'public-read'],
      ['/api/uploads/put/2', 'video/mp4', 'public-read'],
      ['/api/uploads/put/3', 'application/pdf', 'public-read'],
    ]);
    const presignBodies = api.calls.filter((call) => call.url.endsWith('/presigned-url')).map((call) => call.body);
    // The trip's place names the stored file.
    expect(presignBodies[0]).toEqual({ fileName: 'beach.jpg', fileType: 'image/jpeg', fileSize: 300, tripId: 'new', place: 'Goa' });
    expect(api.calls.filter((call) => call.url.endsWith('/presigned-url')).every((c) => c.headers.authorization === 'Bearer token-1')).toBe(
      true,
    );
    expect(progress).toContain(3);
    expect(uploadProgressStore.get()).toBeNull();
  });

  it('stops the save when an upload fails, with the SPEC messages', async () => {
    const api = installFakeApi({
      'POST /api/admin/upload/presigned-url': () => ({
        body: { presignedUrl: '/put', fileUrl: '/uploads/x.jpg', s3Key: 'x', fileName: 'x.jpg' },
      }),
      'POST /api/admin/reviews': () => ({ status: 201, body: { review: {} } }),
    });
    api.failUploadsWith(403);
    const photo = pendingFile(new File([new Uint8Array(10)], 'face.jpg', { type: 'image/jpeg' }));
    await expect(dataProvider.create('reviews', { data: { reviewerName: 'A', images: [photo], video: null } })).rejects.toMatchObject({
      message: uploadOfFileFailed('face.jpg', s3UploadFailed(403, 'Forbidden')),
    });
    expect(api.calls.some((call) => call.url === '/api/admin/reviews')).toBe(false);

    vi.unstubAllGlobals();
    installFakeApi({ 'POST /api/admin/upload/presigned-url': () => ({ status: 500 }) });
    await expect(dataProvider.create('reviews', { data: { images: [photo] } })).rejects.toMatchObject({
      message: uploadOfFileFailed('face.jpg', messages.uploadUrlFailed),
    });
  });

  it('updates with PUT and the editable fields only; unwraps {trip}', async () => {
    const api = installFakeApi({
      'PUT /api/admin/trips/t1': () => ({ body: { success: true, trip: { ...trip, place: 'Gokarna' }, message: 'ok' } }),
    });
    const result = await dataProvider.update('trips', {
      id: 't1',
      data: { ...trip, place: 'Gokarna', createdAt: 'x', updatedAt: 'y' },
      previousData: trip,
    });
    expect(result.data.place).toBe('Gokarna');
    expect(api.calls[0].body).toEqual({ place: 'Gokarna', images: [], video: null, itineraryPdf: null });
  });

  it('uses the SPEC fallbacks for failed writes', async () => {
    installFakeApi({
      'POST /api/admin/trips': () => ({ status: 500 }),
      'PUT /api/admin/reviews/r1': () => ({ status: 500 }),
      'DELETE /api/admin/trips/t1': () => ({ status: 500 }),
      'DELETE /api/admin/reviews/r1': () => ({ status: 400, body: { error: 'Review is locked' } }),
    });
    await expect(dataProvider.create('trips', { data: { place: 'x' } })).rejects.toMatchObject({ message: messages.createTripFailed });
    await expect(dataProvider.update('reviews', { id: 'r1', data: {}, previousData: { id: 'r1' } })).rejects.toMatchObject({
      message: messages.updateReviewFailed,
    });
    await expect(dataProvider.delete('trips', { id: 't1' })).rejects.toMatchObject({ message: messages.deleteTripFailed });
    await expect(dataProvider.delete('reviews', { id: 'r1' })).rejects.toMatchObject({ message: 'Review is locked' });
  });

  it('answers a delete with the deleted record', async () => {
    installFakeApi({ 'DELETE /api/admin/trips/t1': () => ({ body: { success: true, message: 'Trip deleted successfully' } }) });
    await expect(dataProvider.delete('trips', { id: 't1', previousData: trip })).resolves.toEqual({ data: trip });
  });

  it('marks a customization request handled with PATCH {handled}', async () => {
    const api = installFakeApi({
      'PATCH /api/admin/customization-requests/c1': (call) => ({ body: { request: { id: 'c1', ...(call.body as object) } } }),
    });
    const result = await dataProvider.update('customization-requests', { id: 'c1', data: { handled: true }, previousData: { id: 'c1' } });
    expect(api.calls[0].body).toEqual({ handled: true });
    expect(result.data).toEqual({ id: 'c1', handled: true });
  });

  it('saves statistics with PUT, and says SPEC’s failure message when it fails', async () => {
    const statistics = { amazingTrips: 10, happyTravelers: 20, destinations: 30 };
    const api = installFakeApi({ 'PUT /api/statistics': () => ({ body: { success: true, statistics } }) });
    await expect(dataProvider.updateStatistics(statistics)).resolves.toEqual(statistics);
    expect(api.calls[0].headers.authorization).toBe('Bearer token-1');
    vi.unstubAllGlobals();
    installFakeApi({ 'PUT /api/statistics': () => ({ status: 400, body: { error: 'nope' } }) });
    await expect(dataProvider.updateStatistics(statistics)).rejects.toMatchObject({ message: messages.statisticsUpdateFailed });
  });
});
