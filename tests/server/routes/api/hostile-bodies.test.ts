/**
 * Hostile bodies at every write route. The routes come from the app's own
 * OpenAPI document, so a write route added later is covered without editing this file. Whole
 * bodies of the wrong shape, and each field replaced by objects (`{"toString":1}`), arrays,
 * booleans, null, huge strings, hex or spaced numbers and prototype keys: never a 500, always the
 * `{"error"}` shape, and a 4xx wherever the value cannot be what the field's schema says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError, multipart, validReview, validTrip } from '../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let traveller: Record<string, string>;
const ids: Record<string, string> = {};

const customization = () => ({
  type: 'general_customization',
  customizationData: { preferredPlace: 'Goa', numberOfMembers: 2, startDate: '2030-01-01', endDate: '2030-01-03' },
  message: 'hello',
});
let numberCounter = 0;
const phone = () => ({ mobileNumber: `97${String(10_000_000 + (numberCounter += 1)).slice(-8)}`, countryCode: '91' });

/** A body each route accepts, so that the one hostile field is what gets judged. */
const validBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ email: 'hostile@example.in', password: 'secret-password' }),
  'POST /api/mobile/auth/check-user': phone,
  'POST /api/mobile/auth/direct-login': phone,
  'POST /api/mobile/auth/send-otp': () => ({ ...phone(), username: 'hostile_user' }),
  'POST /api/mobile/auth/verify-otp': () => ({ ...phone(), verificationId: 'v'.repeat(32), otp: '1234' }),
  'PUT /api/statistics': () => ({ amazingTrips: 1, happyTravelers: 2, destinations: 3 }),
  'POST /api/customize-trip': customization,
  'POST /api/admin/trips': () => validTrip(),
  'PUT /api/admin/trips/{id}': () => validTrip(),
  'POST /api/admin/reviews': () => validReview(),
  'PUT /api/admin/reviews/{id}': () => validReview(),
  'PATCH /api/admin/customization-requests/{id}': () => ({ handled: true }),
  'PUT /api/admin/customization-requests/{id}': () => ({ handled: true }),
  'POST /api/admin/upload/presigned-url': () => ({ fileName: 'goa.jpg', fileType: 'image/jpeg', fileSize: 1000 }),
};

interface WriteRoute {
  name: string;
  method: string;
  path: string;
  /** Property name to the JSON types its schema allows; null when the route takes no JSON body. */
  fields: Record<string, string[]> | null;
}

function writeRoutes(app: TestApp['app']): WriteRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: any }> } }>> };
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method) || !path.startsWith('/api/')) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const fields = schema?.properties
        ? Object.fromEntries(
            Object.entries<any>(schema.properties).map(([name, property]) => [
              name,
              [property.type, ...(property.anyOf ?? []).map((option: any) => option.type)].filter(Boolean),
            ]),
          )
        : null;
      routes.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, fields });
    }
  }
  return routes;
}

function urlOf(route: WriteRoute): string {
  return route.path
    .replace('/trips/{id}', `/trips/${ids.trip}`)
    .replace('/reviews/{id}', `/reviews/${ids.review}`)
    .replace('/customization-requests/{id}', `/customization-requests/${ids.request}`)
    .replace(/\{[^}]*\}/g, 'not-a-real-id');
}

/** Admin token for the back office, a traveller's for traveller calls; logout is called without one so no session ends. */
function tokenFor(route: WriteRoute): Record<string, string> {
  if (route.path.endsWith('/logout')) return {};
  if (/^\/api\/(admin|statistics|upload)/.test(route.path)) return admin;
  return traveller;
}

const HUGE = 'x'.repeat(200 * 1024);
const hostileValues: [string, unknown][] = [
  ['{"toString":1}', { toString: 1 }],
  ['{"valueOf":1,"toString":1}', { valueOf: 1, toString: 1 }],
  ['{"constructor":{"prototype":{}}}', { constructor: { prototype: { polluted: true } } }],
  ['[]', []],
  ['["a","b"]', ['a', 'b']],
  ['[{}]', [{}]],
  ['true', true],
  ['false', false],
  ['null', null],
  ['huge string', HUGE],
  ["'0x1F'", '0x1F'],
  ["' 12'", ' 12'],
  ["'1 2'", '1 2'],
  ["'1e3'", '1e3'],
  ["'Infinity'", 'Infinity'],
  ['1e308', 1e308],
];

/** Values that can never be a field of these JSON types. */
function cannotBe(types: string[], value: unknown): boolean {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (types.includes('object')) return false;
  if (types.includes('array')) return isObject || typeof value === 'boolean';
  if (types.includes('boolean'))
    return isObject || Array.isArray(value) || (typeof value === 'string' && value !== 'true' && value !== 'false');
  const scalar = isObject || Array.isArray(value) || typeof value === 'boolean';
  if (types.includes('number') || types.includes('integer')) {
    return scalar || (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value)) || value === 1e308;
  }
  return scalar;
}

let routes: WriteRoute[];

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.adminToken('hostile@example.in'));
  traveller = bearer((await t.travellerToken()).token);
  ids.trip = (await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: admin, payload: validTrip() })).json().trip.id;
  ids.review = (await t.app.inject({ method: 'POST', url: '/api/admin/reviews', headers: admin, payload: validReview() })).json().review.id;
  ids.request = (
    await t.app.inject({ method: 'POST', url: '/api/customize-trip', headers: traveller, payload: customization() })
  ).json().requestId;
  routes = writeRoutes(t.app);
}, 120_000);
afterAll(() => t.close());

const send = (route: WriteRoute, payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route),
    headers: { ...tokenFor(route), 'content-type': contentType },
    payload,
  });

describe('hostile bodies at every write route', () => {
  it('finds the write routes in the OpenAPI document', () => {
    const names = routes.map((route) => route.name);
    for (const name of Object.keys(validBodies)) expect(names).toContain(name);
    expect(names).toContain('POST /api/auth/logout');
  });

  it('whole bodies of the wrong shape: 4xx {error} where a body is expected, never a 500 anywhere', async () => {
    // Not an object at all, or prototype poisoning: refused wherever a body is read.
    const neverABody = [
      '[]',
      '[{}]',
      'true',
      'false',
      'null',
      '"text"',
      '42',
      '0x1F',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ];
    // Objects of unknown keys only: a partial update (PUT) may take them as "nothing to change".
    const unknownKeysOnly = ['{"toString":1}', JSON.stringify({ a: HUGE })];
    const failures: string[] = [];
    for (const route of routes) {
      for (const body of [...neverABody, ...unknownKeysOnly]) {
        const response = await send(route, body);
        const strict = route.fields && (neverABody.includes(body) || route.method === 'POST');
        const refusedAsExpected = strict ? response.statusCode >= 400 && response.statusCode < 500 : response.statusCode < 500;
        if (!refusedAsExpected) failures.push(`${route.name} ${body.slice(0, 40)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        else if (response.statusCode >= 400) expectClientError(response);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("each field replaced by a hostile value: never a 500; a 4xx {error} when the value cannot be of the field's type", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (!route.fields) continue;
      const valid = validBodies[route.name] ?? (() => ({}));
      for (const [field, types] of Object.entries(route.fields)) {
        for (const [label, value] of hostileValues) {
          const response = await send(route, JSON.stringify({ ...valid(), [field]: value }));
          const mustRefuse = cannotBe(types, value);
          if (response.statusCode >= 500 || (mustRefuse && response.statusCode < 400)) {
            failures.push(`${route.name} ${field}=${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
          } else if (response.statusCode >= 400) expectClientError(response);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a multipart boundary longer than 256 characters is a 400, not a 500', async () => {
    for (const route of routes.filter((r) => r.fields && /\/admin\/(trips|reviews)/.test(r.path))) {
      const form = multipart({ place: 'Goa' });
      const boundary = 'b'.repeat(300);
      const payload = form.payload.replaceAll(/----travel-test-[0-9a-f]+/g, boundary);
      const response = await send(route, payload, `multipart/form-data; boundary=${boundary}`);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(400);
      expectClientError(response);
    }
  });
});
