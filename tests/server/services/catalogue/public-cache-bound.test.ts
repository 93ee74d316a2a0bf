/** The search cache's bound: however many distinct entries are made, the bytes kept stay under maxBytes. */
import { describe, expect, it } from 'vitest';
import { PublicCache } from '../../../../server/src/services/catalogue/public-cache.ts';

describe('a public cache bounded by bytes', () => {
  it('never holds more than its bound, dropping the least recently used entries', async () => {
    const cache = new PublicCache({ maxBytes: 200_000, compression: 'fast' });
    const body = (i: number) => Buffer.from(JSON.stringify({ i, text: `${i} `.repeat(400 + (i % 50)) }));
    for (let i = 0; i < 2000; i += 1) {
      await cache.get(`k${i}`, async () => ({ status: 200, contentType: 'application/json', body: body(i), cacheable: true }));
      expect(cache.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(cache.size).toBeGreaterThan(10);
    expect(cache.size).toBeLessThan(2000);
    expect(cache.peek('k1999')).toBeDefined();
    expect(cache.peek('k0')).toBeUndefined();
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });
});
