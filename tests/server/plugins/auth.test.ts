/**
 * The role matrix (docs/product.md#beyond-the-specification, roles on the server): every admin route and the statistics update
 * need an admin token, customization requests a traveller's; 401 for none or a bad one, 403 for
 * the wrong role, and a refused call changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, signJwt, snapshot, validReview, validTrip } from '../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
let adminToken: string;
let travellerToken: string;
let adminId: string;
let tripId: string;
let reviewId: string;
let requestId: string;

const known: [Method, string][] = [
  ['GET', '/api/auth/verify'],
  ['PUT', '/api/statistics'],
  ['GET', '/api/admin/trips'],
  ['GET', '/api/admin/trips/{id}'],
  ['POST', '/api/admin/trips'],
  ['PUT', '/api/admin/trips/{id}'],
  ['DELETE', '/api/admin/trips/{id}'],
  ['GET', '/api/admin/reviews'],
  ['GET', '/api/admin/reviews/{id}'],
  ['POST', '/api/admin/reviews'],
  ['PUT', '/api/admin/reviews/{id}'],
  ['DELETE', '/api/admin/reviews/{id}'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/stats'],
  ['GET', '/api/admin/customization-requests'],
  ['GET', '/api/admin/customization-requests/{id}'],
  ['PATCH', '/api/admin/customization-requests/{id}'],
  ['PUT', '/api/admin/customization-requests/{id}'],
];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.adminToken('matrix-admin@example.in');
  adminId = (await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  const traveller = await t.travellerToken();
  travellerToken = traveller.token;
  tripId = (await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: bearer(adminToken), payload: validTrip() })).json().trip
    .id;
  reviewId = (await t.app.inject({ method: 'POST', url: '/api/admin/reviews', headers: bearer(adminToken), payload: validReview() })).json()
    .review.id;
  requestId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/customize-trip',
      headers: bearer(travellerToken),
      payload: {
        type: 'general_customization',
        customizationData: { preferredPlace: 'Goa', numberOfMembers: 2, startDate: '2030-01-01', endDate: '2030-01-03' },
      },
    })
  ).json().requestId;
});
afterAll(() => t.close());

/** The /api/admin/* operations the OpenAPI document lists (routes added later are covered too). */
function documentedAdminRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) routes.push(`${upper} ${path}`);
    }
  }
  return routes;
}

/** Every admin-only route: the known ones plus whatever else the document lists. */
function adminRoutes(): [Method, string][] {
  const all = new Set([...known.map(([method, path]) => `${method} ${path}`), ...documentedAdminRoutes()]);
  return [...all].map((route) => route.split(' ') as [Method, string]);
}

function urlFor(path: string): string {
  const id = path.includes('/reviews/') ? reviewId : path.includes('/customization-requests/') ? requestId : tripId;
  return path.replace(/\{[^}]+\}/g, id);
}

function bodyFor(method: Method, path: string): object | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (path.startsWith('/api/statistics')) return { amazingTrips: 1, happyTravelers: 2, destinations: 3 };
  if (path.includes('/reviews')) return validReview({ reviewerName: 'Intruder' });
  if (path.includes('/customization-requests')) return { handled: true };
  if (path.includes('/trips')) return validTrip({ place: 'Intruder' });
  return {};
}

const now = () => Math.floor(Date.now() / 1000);
const SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Each way of calling without the right to: [name, headers, expected status]. */
function refusals(): [string, Record<string, string>, 401 | 403][] {
  const [head, payload] = travellerToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const elevatedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: adminId })).toString('base64url');
  const elevated = `${head}.${elevatedPayload}.${travellerToken.split('.')[2]}`;
  return [
    ['no Authorization header', {}, 401],
    ['an empty bearer', { authorization: 'Bearer ' }, 401],
    ['a Basic header', { authorization: `Basic ${Buffer.from('admin@example.com:admin12345').toString('base64')}` }, 401],
    ['a token that is not a JWT', { authorization: 'Bearer not.a.jwt' }, 401],
    ['the token without the Bearer word', { authorization: adminToken }, 401],
    [
      'a token signed with another secret',
      bearer(signJwt({ sub: adminId, role: 'admin', iat: now(), exp: now() + 3600 }, 'some-other-secret-of-enough-length-000')),
      401,
    ],
    [
      'an unsigned alg=none token',
      bearer(signJwt({ sub: adminId, role: 'admin', iat: now(), exp: now() + 3600 }, '', { alg: 'none', typ: 'JWT' })),
      401,
    ],
    ['a traveller token edited to say admin', bearer(elevated), 401],
    ['an expired admin token', bearer(signJwt({ sub: adminId, role: 'admin', iat: now() - 7200, exp: now() - 60 }, SECRET)), 401],
    ['an admin token without a role', bearer(signJwt({ sub: adminId, iat: now(), exp: now() + 3600 }, SECRET)), 401],
    [
      'the token of an admin account that no longer exists',
      bearer(signJwt({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin', iat: now(), exp: now() + 3600 }, SECRET)),
      401,
    ],
    ['a traveller token', bearer(travellerToken), 403],
  ];
}

describe('admin routes refuse callers without an admin token', () => {
  it('the test tokens are real: the same secret signs a token the app accepts', async () => {
    const crafted = signJwt({ sub: adminId, role: 'admin', iat: now(), exp: now() + 3600 }, SECRET);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(crafted) })).statusCode).toBe(200);
    // The document-based listing sees the known admin routes, so it would see a new one too.
    expect(documentedAdminRoutes()).toEqual(
      expect.arrayContaining(known.filter(([, path]) => path.startsWith('/api/admin/')).map(([m, p]) => `${m} ${p}`)),
    );
  });

  it('answers 401 or 403 with the error shape on every admin route, and changes nothing', async () => {
    const before = await snapshot(t);
    const failures: string[] = [];
    for (const [method, path] of adminRoutes()) {
      for (const [name, headers, status] of refusals()) {
        const response = await t.app.inject({
          method,
          url: urlFor(path),
          headers,
          ...(bodyFor(method, path) ? { payload: bodyFor(method, path) } : {}),
        });
        if (response.statusCode !== status)
          failures.push(`${method} ${path} with ${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        else expectError(response, status);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets a valid admin token through on every route (the matrix can fail)', async () => {
    for (const [method, path] of adminRoutes()) {
      if (method === 'DELETE') continue;
      const response = await t.app.inject({
        method,
        url: urlFor(path),
        headers: bearer(adminToken),
        ...(bodyFor(method, path) ? { payload: bodyFor(method, path) } : {}),
      });
      expect([401, 403], `${method} ${path}: ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
    }
  });

  it('refuses an admin whose account was removed after the token was issued', async () => {
    const token = await t.adminToken('leaving@example.in');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/trips', headers: bearer(token) })).statusCode).toBe(200);
    await t.db.deleteFrom('admins').where('email', '=', 'leaving@example.in').execute();
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/trips', headers: bearer(token) }), 401);
  });
});

describe('POST /api/customize-trip needs a traveller token', () => {
  const body = {
    type: 'general_customization',
    customizationData: { preferredPlace: 'Goa', numberOfMembers: 2, startDate: '2030-01-01', endDate: '2030-01-03' },
  };

  it('401 without or with a bad token, 403 with an admin token, nothing stored', async () => {
    const before = await snapshot(t);
    const userId = (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ authorization: 'Bearer garbage' }, 401],
      [bearer(signJwt({ sub: userId, role: 'user', iat: now(), exp: now() + 3600 }, 'another-secret-another-secret-0000')), 401],
      [bearer(signJwt({ sub: userId, role: 'user', iat: now() - 7200, exp: now() - 1 }, SECRET)), 401],
      [bearer(adminToken), 403],
    ];
    for (const [headers, status] of cases) {
      expectError(await t.app.inject({ method: 'POST', url: '/api/customize-trip', headers, payload: body }), status);
    }
    expect(await snapshot(t)).toEqual(before);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/customize-trip',
      headers: bearer(signJwt({ sub: userId, role: 'user', iat: now(), exp: now() + 60 }, SECRET)),
      payload: body,
    });
    expect(ok.statusCode).toBe(201);
  });
});
