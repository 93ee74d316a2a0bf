/** The public response cache on its own: one production per burst, compressed forms, races, bounds. */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  etagMatches,
  isPrepared,
  pickEncoding,
  type Produced,
  PublicCache,
} from '../../../../server/src/services/catalogue/public-cache.ts';

const page = (text: string): Produced => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: Buffer.from(text),
  cacheable: true,
});

describe('PublicCache', () => {
  it('produces once for a burst of misses and keeps brotli and gzip forms of the same bytes', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024 });
    let produced = 0;
    const produce = async () => {
      produced += 1;
      return page('<p>hello</p>'.repeat(50));
    };
    const answers = await Promise.all([cache.get('a', produce), cache.get('a', produce), cache.get('a', produce)]);
    expect(produced).toBe(1);
    const entry = answers[0];
    if (!isPrepared(entry)) throw new Error('not kept');
    expect(brotliDecompressSync(entry.forms.br.body).toString()).toBe(entry.forms.identity.body.toString());
    expect(gunzipSync(entry.forms.gzip.body).toString()).toBe(entry.forms.identity.body.toString());
    expect(entry.forms.br.headers).toContain('br');
    expect(cache.peek('a')).toBe(entry);
  });

  it('keeps neither one-off answers nor a production that raced a content change', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024 });
    await cache.get('error', async () => ({ ...page('failed read'), cacheable: false }));
    await cache.get('missing', async () => ({ ...page('not found'), status: 404 }));
    expect(cache.size).toBe(0);
    let release = () => {};
    const slow = cache.get('slow', () => new Promise<Produced>((resolve) => (release = () => resolve(page('old')))));
    cache.invalidate();
    release();
    expect(isPrepared(await slow)).toBe(true);
    expect(cache.peek('slow')).toBeUndefined();
  });

  it('drops everything on invalidate, and the least recently used entries past its byte bound', async () => {
    const cache = new PublicCache({ maxBytes: 12_000 });
    // Random text compresses little: each entry (three forms) weighs about 5 KB.
    for (const key of ['one', 'two', 'three', 'four']) await cache.get(key, async () => page(randomBytes(1500).toString('base64')));
    expect(cache.bytes).toBeLessThanOrEqual(12_000);
    expect(cache.peek('one')).toBeUndefined();
    expect(cache.peek('four')).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('makes the recent entries again once a burst of changes pauses, and stops when closed', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024, remakeAfterChangeMs: 30 });
    const made: string[] = [];
    const producer = (key: string, answer: Produced) => async () => {
      made.push(key);
      return answer;
    };
    await cache.get('landing', producer('landing', page('<h1>Trips</h1>')));
    await cache.get('missing', producer('missing', { ...page('not found'), status: 404 }));
    made.length = 0;
    // A burst of writes: nothing is made until it pauses, then each kept entry once (never the 404).
    for (let i = 0; i < 5; i += 1) {
      cache.invalidate();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(made).toEqual([]);
    await vi.waitFor(() => expect(cache.peek('landing')).toBeDefined());
    expect(made).toEqual(['landing']);
    // Closed (the app is stopping): a change leaves the entries to the next request.
    cache.close();
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(made).toEqual(['landing']);
    expect(cache.peek('landing')).toBeUndefined();
  });

  it('leaves entries to the next request when not asked to make them again', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024 });
    let made = 0;
    await cache.get('landing', async () => {
      made += 1;
      return page('<h1>Trips</h1>');
    });
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).toBe(1);
    expect(cache.peek('landing')).toBeUndefined();
  });

  it('passes a failed production to the caller and to onError, and tries again next time', async () => {
    const errors: string[] = [];
    const cache = new PublicCache({ maxBytes: 1024 * 1024, onError: (_error, key) => errors.push(key) });
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(errors).toEqual(['k']);
    expect(isPrepared(await cache.get('k', async () => page('back')))).toBe(true);
  });

  it('remembers which entry answered a URL across content changes, for a bounded number of URLs', () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024 });
    cache.rememberUrl('/api/public/trips', { key: 'api:trips', perOrigin: false });
    cache.invalidate();
    expect(cache.answeredUrl('/api/public/trips')).toEqual({ key: 'api:trips', perOrigin: false });
    // Query strings make URLs endless: the least recently used are forgotten.
    for (let i = 0; i < 5000; i += 1) cache.rememberUrl(`/api/public/trips?page=${i}`, { key: 'api:trips', perOrigin: false });
    expect(cache.answeredUrl('/api/public/trips')).toBeUndefined();
    expect(cache.answeredUrl('/api/public/trips?page=4999')).toBeDefined();
  });

  it('puts the base headers (the security headers) first in every prepared header list', async () => {
    const cache = new PublicCache({ maxBytes: 1024 * 1024, baseHeaders: ['x-frame-options', 'SAMEORIGIN'] });
    const entry = await cache.get('a', async () => page('<p>hi</p>'));
    if (!isPrepared(entry)) throw new Error('not kept');
    for (const list of [entry.forms.br.headers, entry.forms.identity.headers, entry.notModifiedHeaders])
      expect(list.slice(0, 2)).toEqual(['x-frame-options', 'SAMEORIGIN']);
  });
});

describe('etagMatches', () => {
  it('matches weak and listed tags, and nothing else', () => {
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x"', '"abc"')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
