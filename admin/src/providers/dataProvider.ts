/**
 * The one adaptation of ra-data-simple-rest to this API (docs/product.md#calls):
 * - answers are wrapped ({trips}, {trip, message}, {users}...): unwrapped here;
 * - every call carries the stored bearer token and the specification's 30-second timeout;
 * - media files picked in a form are uploaded (presigned flow, one at a time) before the save,
 *   and the record is sent as JSON with their URLs;
 * - failures carry the server's `error`, or the product's (docs/product.md#errors) fallback for the call.
 * Custom methods cover the calls that are not CRUD: user stats, statistics, requests handled, a failed job tried again.
 */
import { messages } from '@travel/server/domain';
import type { OfflinePaymentInput } from '@travel/server/domain';
import type { Booking, BookingSummary, CustomizationRequest, Statistics, UserStats } from '@travel/server/entities';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { isPendingFile } from '../media/mediaItem.ts';
import { apiFetch, errorMessage, parseJson, requestJson } from './api.ts';
import { fetchBookingSummary, fetchDepartureManifest, postBookingPayment } from './bookingCalls.ts';
import { retryJob } from './jobCalls.ts';
import { readSession } from './session.ts';
import { uploadFile } from './uploads.ts';
import { uploadProgressStore } from './uploadProgress.ts';

/** The keys the API wraps its answers in. */
const wrapperKeys = [
  'trips',
  'trip',
  'reviews',
  'review',
  'users',
  'user',
  'requests',
  'request',
  'departures',
  'departure',
  'bookings',
  'booking',
  'documents',
  'vouchers',
  'voucher',
  'coupons',
  'coupon',
  'jobs',
  'job',
  'staff',
  'member',
] as const;

/**
 * What a list answer carries beside its records and total (bookings: `counts` per status), by the
 * records' array: ra-data-simple-rest keeps only the records, getList hands these on as its `meta`.
 */
const listExtras = new WeakMap<object, Record<string, unknown>>();

function keepListExtras(json: unknown, records: unknown): void {
  if (!Array.isArray(records) || !json || typeof json !== 'object' || Array.isArray(json)) return;
  const extras = Object.entries(json).filter(([key, value]) => value !== records && key !== 'success' && key !== 'total');
  if (extras.length) listExtras.set(records, Object.fromEntries(extras));
}

function unwrap(json: unknown): unknown {
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    for (const key of wrapperKeys) {
      if (key in json) return (json as Record<string, unknown>)[key];
    }
  }
  return json;
}

/** ra-data-simple-rest's HTTP client: the app's one client (api.ts) with the stored token, answers unwrapped. */
async function httpClient(path: string, options: fetchUtils.Options = {}) {
  const { method, body, headers, signal } = options;
  const response = await apiFetch(path, { method, body, headers, signal: signal ?? undefined, token: readSession().token });
  const text = await response.text();
  const answer = parseJson(text);
  const json = unwrap(answer);
  keepListExtras(answer, json);
  if (Array.isArray(json) && !response.headers.has('Content-Range')) {
    // An endpoint that does not paginate sends everything: its length is the total.
    const complete = new Headers(response.headers);
    complete.set('Content-Range', `items 0-${Math.max(json.length - 1, 0)}/${json.length}`);
    return { status: response.status, headers: complete, body: text, json };
  }
  return { status: response.status, headers: response.headers, body: text, json };
}

const base = simpleRestProvider('/admin', httpClient);

type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

/** The product's (docs/product.md#errors) fallback messages, by resource and operation. */
const fallbackMessages: Record<string, Partial<Record<Operation, string>>> = {
  trips: {
    getList: messages.fetchTripsFailed,
    getOne: messages.fetchTripFailed,
    create: messages.createTripFailed,
    update: messages.updateTripFailed,
    delete: messages.deleteTripFailed,
  },
  reviews: {
    getList: messages.fetchReviewsFailed,
    getOne: messages.fetchReviewFailed,
    create: messages.createReviewFailed,
    update: messages.updateReviewFailed,
    delete: messages.deleteReviewFailed,
  },
  users: { getList: messages.fetchUsersFailed, delete: messages.internalError },
};

function failure(error: unknown, resource: string, operation: Operation): HttpError {
  const fallback = fallbackMessages[resource]?.[operation] ?? messages.internalError;
  // Upload failures already carry their own full message ('Failed to upload {name}: ...').
  if (error instanceof HttpError && !error.body && error.message && error.message.startsWith('Failed to upload')) {
    return error;
  }
  const status = error instanceof HttpError ? error.status : 0;
  const body = error instanceof HttpError ? error.body : undefined;
  return new HttpError(errorMessage(error, fallback), status, body);
}

async function guarded<T>(resource: string, operation: Operation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure(error, resource, operation);
  }
}

/** The media fields of each resource, in upload order. */
const mediaFields: Record<string, string[]> = {
  trips: ['images', 'video', 'itineraryPdf'],
  reviews: ['images', 'video'],
};

/**
 * Uploads every picked file of the record's media fields, one at a time, and returns the record
 * with URLs only (docs/product.md#rules: only uploaded media are kept in what is submitted).
 */
async function uploadPendingMedia(resource: string, data: Record<string, unknown>, recordId: Identifier | null) {
  const fields = mediaFields[resource];
  if (!fields) return data;
  const pending = fields.flatMap((field) => {
    const value = data[field];
    return (Array.isArray(value) ? value : [value]).filter(isPendingFile);
  });
  const uploaded = new Map<unknown, string>();
  try {
    for (const [index, item] of pending.entries()) {
      const tripId = resource === 'trips' && recordId != null ? String(recordId) : null;
      const place = resource === 'trips' && typeof data.place === 'string' ? data.place : null;
      uploaded.set(item, await uploadFile(item.rawFile, tripId, { index: index + 1, count: pending.length }, place));
    }
  } finally {
    uploadProgressStore.set(null);
  }
  const resolved: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = data[field];
    const toUrl = (item: unknown) => (isPendingFile(item) ? uploaded.get(item) : item);
    if (Array.isArray(value)) resolved[field] = value.map(toUrl).filter((url) => typeof url === 'string' && url);
    else if (value !== undefined) resolved[field] = typeof toUrl(value) === 'string' && toUrl(value) ? toUrl(value) : null;
  }
  return resolved;
}

export interface AdminDataProvider extends DataProvider {
  getUserStats(): Promise<UserStats>;
  getStatistics(): Promise<Statistics>;
  updateStatistics(statistics: Statistics): Promise<Statistics>;
  setRequestHandled(id: Identifier, handled: boolean): Promise<CustomizationRequest>;
  getBookingSummary(): Promise<BookingSummary>;
  recordBookingPayment(id: Identifier, payment: OfflinePaymentInput): Promise<Booking>;
  getDepartureManifest(id: Identifier): Promise<string>;
  retryJob: typeof retryJob;
}

export const dataProvider: AdminDataProvider = {
  ...base,
  getList: (resource, params) =>
    guarded(resource, 'getList', async () => {
      const result = await base.getList(resource, params);
      const meta = listExtras.get(result.data);
      return meta ? { ...result, meta } : result;
    }),
  getOne: (resource, params) => guarded(resource, 'getOne', () => base.getOne(resource, params)),
  // One list call with the API's id filter (`filter={"id":[...]}`), whatever the number of ids.
  getMany: (resource, params) => guarded(resource, 'getOne', () => base.getMany(resource, params)),
  create: (resource, params) =>
    guarded(resource, 'create', async () => {
      const data = await uploadPendingMedia(resource, params.data, null);
      return base.create(resource, { ...params, data });
    }),
  update: (resource, params) =>
    guarded(resource, 'update', async () => {
      if (resource === 'customization-requests') {
        const handled = Boolean((params.data as { handled?: unknown }).handled);
        // The cast is needed: update() is generic in its record type, which ESLint does not see from here.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        return { data: (await dataProvider.setRequestHandled(params.id, handled)) as unknown as typeof params.previousData };
      }
      const data = await uploadPendingMedia(resource, params.data, params.id);
      // Send the editable fields only: the API owns ids and timestamps.
      const { id: _id, createdAt: _created, updatedAt: _updated, trip: _trip, ...fields } = data as RaRecord;
      return base.update(resource, { ...params, data: fields });
    }),
  deleteMany: (resource, params) => guarded(resource, 'delete', () => base.deleteMany(resource, params)),
  delete: (resource, params) =>
    guarded(resource, 'delete', async () => {
      await base.delete(resource, params);
      // The API answers {message}; react-admin wants the deleted record back.
      return { data: (params.previousData ?? { id: params.id }) as never };
    }),

  async getUserStats() {
    try {
      const { stats } = await requestJson<{ stats: UserStats }>('/admin/users/stats', { token: readSession().token });
      return stats;
    } catch (error) {
      const { status, body } = error as HttpError;
      throw new HttpError(errorMessage(error, messages.fetchUserStatsFailed), status ?? 0, body);
    }
  },
  async getStatistics() {
    const { statistics } = await requestJson<{ statistics: Statistics }>('/statistics', { token: readSession().token });
    return statistics;
  },
  async updateStatistics(statistics) {
    try {
      const result = await requestJson<{ statistics?: Statistics }>('/statistics', {
        method: 'PUT',
        token: readSession().token,
        body: JSON.stringify(statistics),
      });
      return result.statistics ?? statistics;
    } catch (error) {
      throw new HttpError(messages.statisticsUpdateFailed, (error as HttpError).status ?? 0, (error as HttpError).body);
    }
  },
  async setRequestHandled(id, handled) {
    const { request } = await requestJson<{ request: CustomizationRequest }>(
      `/admin/customization-requests/${encodeURIComponent(String(id))}`,
      { method: 'PATCH', token: readSession().token, body: JSON.stringify({ handled }) },
    );
    return request;
  },
  getBookingSummary: fetchBookingSummary,
  recordBookingPayment: postBookingPayment,
  getDepartureManifest: fetchDepartureManifest,
  retryJob,
};
