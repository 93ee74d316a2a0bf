/**
 * Bad input on every write: unreadable JSON, wrong types, 100 KB strings,
 * arrays for objects, empty bodies, unknown content types, file parts, oversized bodies. Each is
 * a 4xx JSON {error} (never a 500 or a stack trace) and leaves every table as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, expectError, multipart, snapshot, validReview, validTrip } from './support/api.ts';
import { bearer, createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
let tripId: string;
let reviewId: string;
let requestId: string;

const customization = () => ({
  type: 'general_customization',
  customizationData: {
    preferredPlace: 'Goa',
    numberOfMembers: 2,
    startDate: '2030-01-01',
    endDate: '2030-01-03',
    numberOfAdults: 2,
    numberOfKids: 0,
    tripType: 'friends-trip',
    additionalNotes: 'none',
  },
  message: 'hello',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken('bodies@example.in'));
  traveller = bearer((await t.travellerToken()).token);
  tripId = (await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip() })).json().trip.id;
  reviewId = (await t.app.inject({ method: 'POST', url: '/api/admin/reviews', headers: admin, payload: validReview() })).json().review.id;
  requestId = (await t.app.inject({ method: 'POST', url: '/api/customize-trip', headers: traveller, payload: customization() })).json()
    .requestId;
});
afterAll(() => t.close());

interface Write {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  headers: () => Record<string, string>;
  valid: () => Record<string, unknown>;
}

const writes: Write[] = [
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    headers: () => ({}),
    valid: () => ({ email: 'bodies@example.in', password: 'secret-password' }),
  },
  { name: 'POST /api/admin/trips', method: 'POST', url: () => '/api/admin/trips', headers: () => admin, valid: () => validTrip() },
  {
    name: 'PUT /api/admin/trips/:id',
    method: 'PUT',
    url: () => `/api/admin/trips/${tripId}`,
    headers: () => admin,
    valid: () => validTrip(),
  },
  { name: 'POST /api/admin/reviews', method: 'POST', url: () => '/api/admin/reviews', headers: () => admin, valid: () => validReview() },
  {
    name: 'PUT /api/admin/reviews/:id',
    method: 'PUT',
    url: () => `/api/admin/reviews/${reviewId}`,
    headers: () => admin,
    valid: () => validReview(),
  },
  {
    name: 'PUT /api/statistics',
    method: 'PUT',
    url: () => '/api/statistics',
    headers: () => admin,
    valid: () => ({ amazingTrips: 1, happyTravelers: 2, destinations: 3 }),
  },
  {
    name: 'POST /api/customize-trip',
    method: 'POST',
    url: () => '/api/customize-trip',
    headers: () => traveller,
    valid: () => customization(),
  },
  {
    name: 'PATCH /api/admin/customization-requests/:id',
    method: 'PATCH',
    url: () => `/api/admin/customization-requests/${requestId}`,
    headers: () => admin,
    valid: () => ({ handled: true }),
  },
];

const raw = (write: Write, payload: string | Buffer, contentType: string | undefined) =>
  t.app.inject({
    method: write.method,
    url: write.url(),
    headers: { ...write.headers(), ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

const json = (write: Write, payload: unknown) =>
  t.app.inject({ method: write.method, url: write.url(), headers: write.headers(), payload: payload as object });

/** Text fields of each body, by path, where a 100 KB string must be refused. */
const textFields: Record<string, string[][]> = {
  'POST /api/auth/login': [['email'], ['password']],
  'POST /api/admin/trips': [
    ['place'],
    ['startDate'],
    ['endDate'],
    ['date'],
    ['days'],
    ['description'],
    ['googleSheetUrl'],
    ['video'],
    ['itineraryPdf'],
    ['images', '0'],
  ],
  'POST /api/admin/reviews': [['reviewerName'], ['reviewText'], ['video'], ['images', '0'], ['tripId']],
  'POST /api/customize-trip': [
    ['type'],
    ['message'],
    ['customizationData', 'preferredPlace'],
    ['customizationData', 'startDate'],
    ['customizationData', 'endDate'],
    ['customizationData', 'tripType'],
    ['customizationData', 'additionalNotes'],
  ],
};
textFields['PUT /api/admin/trips/:id'] = textFields['POST /api/admin/trips'];
textFields['PUT /api/admin/reviews/:id'] = textFields['POST /api/admin/reviews'];

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

const HUGE = 'x'.repeat(100 * 1024);

describe.each(writes)('$name with a malformed body', (write) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot(t);
  });

  it('refuses unreadable or unacceptable bodies with a 4xx error', async () => {
    const cases: [string | Buffer, string | undefined][] = [
      ['{"place": "Goa",', 'application/json'],
      ['{place: "Goa"}', 'application/json'],
      ['', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      [JSON.stringify([write.valid()]), 'application/json'],
      ['"just a string"', 'application/json'],
      ['42', 'application/json'],
      ['true', 'application/json'],
      ['{"__proto__": {"isAdmin": true}}', 'application/json'],
      [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
      [JSON.stringify(write.valid()), 'text/plain'],
      [JSON.stringify(write.valid()), 'application/xml'],
      [JSON.stringify(write.valid()), 'application/x-www-form-urlencoded'],
      [Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'application/octet-stream'],
      ['--x\r\nnot really multipart', 'multipart/form-data; boundary=x'],
      ['{}', 'multipart/form-data'],
    ];
    for (const [payload, type] of cases) {
      const response = await raw(write, payload, type);
      expect(response.statusCode, `${type} ${String(payload).slice(0, 40)}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expectClientError(response);
    }
  });

  it('refuses a body over the 1 MB limit with 413', async () => {
    const response = await raw(write, JSON.stringify({ ...write.valid(), padding: 'x'.repeat(1_100_000) }), 'application/json');
    expectError(response, 413);
  });

  it('refuses a multipart form that carries a file part', async () => {
    const fields = Object.fromEntries(
      Object.entries(write.valid())
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
    const form = multipart(fields, [
      { field: 'images', filename: 'shell.php', type: 'image/jpeg', content: '<?php system($_GET["c"]); ?>' },
    ]);
    const response = await raw(write, form.payload, form.headers['content-type']);
    expectClientError(response);
  });

  it('refuses wrong types in every field: objects, arrays, booleans and numbers for text', async () => {
    const failures: string[] = [];
    for (const key of Object.keys(write.valid())) {
      const current = write.valid()[key];
      const wrong: unknown[] = [{ $gt: '' }, [current, current]];
      if (typeof current !== 'boolean') wrong.push(true);
      if (typeof current === 'boolean') wrong.push('true', 1);
      if (typeof current === 'string') wrong.push(12345);
      if (typeof current === 'number') wrong.push('12abc', {});
      if (Array.isArray(current)) wrong.push({ 0: current[0] }, [{ url: current[0] }], 'javascript:alert(1)');
      if (current && typeof current === 'object' && !Array.isArray(current)) wrong.push('text', [current]);
      for (const value of wrong) {
        const response = await json(write, withValue(write.valid(), [key], value));
        if (response.statusCode < 400 || response.statusCode >= 500)
          failures.push(`${key}=${JSON.stringify(value)}: ${response.statusCode}`);
        else expectClientError(response);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a 100 KB string in every text field', async () => {
    const failures: string[] = [];
    for (const path of textFields[write.name] ?? []) {
      const response = await json(write, withValue(write.valid(), path, path.includes('images') ? [HUGE] : HUGE));
      if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${path.join('.')}: ${response.statusCode}`);
      else expectClientError(response);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL byte in every text field (PostgreSQL cannot store it)', async () => {
    const failures: string[] = [];
    for (const path of textFields[write.name] ?? []) {
      const value = 'Goa\u0000Beach';
      const response = await json(write, withValue(write.valid(), path, path.includes('images') ? [`/uploads/a${value}.jpg`] : value));
      if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${path.join('.')}: ${response.statusCode}`);
      else expectClientError(response);
    }
    expect(failures).toEqual([]);
  });

  it('changed nothing in any table', async () => {
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('the body of a refused write is never half-applied', () => {
  it('a PUT with one good and one bad field changes neither', async () => {
    const before = await snapshot(t);
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/admin/trips/${tripId}`, headers: admin, payload: { place: 'Renamed', price: -1 } }),
      400,
      'Price must be greater than 0',
    );
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${reviewId}`,
        headers: admin,
        payload: { reviewerName: 'Renamed', rating: 0 },
      }),
      400,
    );
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('when the database is down', () => {
  it('writes and reads answer 503 {error} without internals, and health says so', async () => {
    const other = await createTestApp();
    const token = await other.adminToken();
    await other.simulateDatabaseOutage();
    for (const [method, url, payload] of [
      ['GET', '/api/public/trips', undefined],
      ['GET', '/api/statistics', undefined],
      ['POST', '/api/admin/trips', validTrip()],
      ['POST', '/api/auth/login', { email: 'a@example.in', password: 'secret-password' }],
    ] as const) {
      const response = await other.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(503);
      expectError(response, 503, 'Service temporarily unavailable');
    }
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    await other.close();
  });
});

describe('headers and documents every client relies on', () => {
  it('sends security headers and no CORS permission to another origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/trips', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/trips',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('serves the OpenAPI document of the API at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/admin/trips',
      '/api/admin/trips/{id}',
      '/api/admin/reviews',
      '/api/admin/users/stats',
      '/api/statistics',
      '/api/public/trips',
      '/api/public/reviews',
      '/api/customize-trip',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
