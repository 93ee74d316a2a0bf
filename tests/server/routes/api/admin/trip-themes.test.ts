/** A trip's themes through the admin API: a JSON list or a multipart field joined by commas, each of the six, once. */
import { tripThemesInvalid } from '@travel/server/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, validTrip } from '../../../support/api.ts';
import { bearer, createTestApp, type TestApp } from '../../../support/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.adminToken());
});
afterAll(() => t.close());

describe('trip themes in the back office', () => {
  it('a new trip has none unless given; given ones come back in the order of the six, each once', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: auth, payload: validTrip() });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().trip.themes).toEqual([]);
    const themed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: auth,
      payload: validTrip({ themes: ['thematic-tours', 'she-travels', 'she-travels'] }),
    });
    expect(themed.statusCode, themed.body).toBe(201);
    const { id, themes } = themed.json().trip;
    expect(themes).toEqual(['she-travels', 'thematic-tours']);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/trips/${id}`, headers: auth })).json().trip.themes).toEqual(themes);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/trips/${id}` })).json().trip.themes).toEqual(themes);
  });

  it('a multipart form sends them joined by commas; an empty field clears them', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: auth, payload: validTrip() })).json().trip;
    let form = multipart({ themes: 'urban-escapes,wild-wanderings' });
    let response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${created.id}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().trip.themes).toEqual(['wild-wanderings', 'urban-escapes']);
    form = multipart({ themes: '' });
    response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${created.id}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.json().trip.themes).toEqual([]);
  });

  it.each([[['beach']], ['she-travels,beach'], [[1]], [{ a: 1 }], [true]])(
    'refuses themes %j with the message naming the six',
    async (themes) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/trips', headers: auth, payload: validTrip({ themes }) });
      expectError(response, 400, tripThemesInvalid);
    },
  );
});
