/**
 * Client addresses behind proxies and the API's request limit: TRUST_PROXY
 * decides whose X-Forwarded-For counts, through a real nginx too; the loopback exemption is for
 * tools on the machine, not for everyone behind a local proxy; Redis going away is not an outage;
 * public reads answered from memory before routing are not counted (plugins/public-cache.ts).
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';
import { isLocalTool, rateLimitKey } from '../../../server/src/plugins/api-rate-limit.ts';
import { createPrivateRedis, startNginx } from '../support/private-services.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const UNKNOWN_TRIP = '00000000-0000-4000-8000-000000000000';
const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', ...env });
  opened.push(t);
  return t;
}

/** n calls of a cheap API route from a socket address, with an optional X-Forwarded-For. */
async function statuses(t: TestApp, n: number, remoteAddress: string, forwardedFor?: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    out.push((await t.app.inject({ method: 'GET', url: '/api/public/trips', remoteAddress, headers })).statusCode);
  }
  return out;
}

describe('TRUST_PROXY and the client address', () => {
  it('a hop count trusts that many proxies: clients behind one proxy are limited one by one, spoofed hops ignored', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    expect(await statuses(t, 4, '10.0.0.5', '198.51.100.1')).toEqual([200, 200, 200, 429]);
    expect(await statuses(t, 3, '10.0.0.5', '198.51.100.2')).toEqual([200, 200, 200]);
    // The leftmost entry is whatever the client wrote; only the proxy's own entry counts.
    expect(await statuses(t, 1, '10.0.0.5', '203.0.113.9, 198.51.100.1')).toEqual([429]);
  });

  it('addresses and subnets: only forwarded headers from those proxies count', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' });
    expect(await statuses(t, 3, '10.1.2.3', '198.51.100.1')).toEqual([200, 200, 200]);
    expect(await statuses(t, 1, '192.0.2.7', '198.51.100.1')).toEqual([429]);
    // A caller that is not a listed proxy is limited by its own address whatever it forwards.
    expect(await statuses(t, 4, '203.0.113.50', '198.51.100.99')).toEqual([200, 200, 200, 429]);
    expect(await statuses(t, 1, '203.0.113.50', '198.51.100.100')).toEqual([429]);
  });

  it('without TRUST_PROXY a forwarded header is ignored', async () => {
    const t = await appWith({});
    expect(await statuses(t, 4, '203.0.113.60', '198.51.100.1')).toEqual([200, 200, 200, 429]);
    expect(await statuses(t, 1, '203.0.113.60', '198.51.100.2')).toEqual([429]);
  });

  it('tools on the machine itself are not limited, but forwarded requests through a local proxy are', async () => {
    const t = await appWith({});
    expect(await statuses(t, 6, '127.0.0.1')).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses(t, 4, '127.0.0.1', '198.51.100.1')).toEqual([200, 200, 200, 429]);
  });
});

/** A GET through the proxy from a chosen loopback address (each is a different client to nginx). */
function getFrom(localAddress: string, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a client that hung up before it was counted', () => {
  // Node answers `request.ip` undefined once the socket is gone; the plugin's own key threw on it (a
  // 500 for each such request under load).
  const gone = { ip: undefined as unknown as string, headers: {} };
  it('is counted under one key of its own and is not a local tool, without throwing', () => {
    expect(rateLimitKey(gone)).toBe('client-gone');
    expect(isLocalTool(gone)).toBe(false);
  });
  it('a present client is counted by its address, an IPv6 one by its /64', () => {
    expect(rateLimitKey({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(rateLimitKey({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(rateLimitKey({ ip: '2001:db8:abcd:12ff:aaaa::1' })).toBe(rateLimitKey({ ip: '2001:db8:abcd:12ff:bbbb::9' }));
    expect(rateLimitKey({ ip: '2001:db8:abcd:12ff:aaaa::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:abcd:1300::1' }));
  });
});

describe('behind a real nginx on the same machine', () => {
  async function behindNginx(env: Record<string, string>) {
    const t = await appWith(env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const nginx = await startNginx(port);
    opened.push({ close: () => nginx.stop() });
    // A read the public cache cannot answer (no such trip): routed, so counted, every time.
    const calls = async (client: string, n: number, path = `/api/public/trips/${UNKNOWN_TRIP}`) => {
      const out: number[] = [];
      for (let i = 0; i < n; i += 1) out.push(await getFrom(client, nginx.port, path));
      return out;
    };
    return calls;
  }

  it('TRUST_PROXY=1: each client behind the proxy has its own limit', async () => {
    const calls = await behindNginx({ TRUST_PROXY: '1' });
    expect(await calls('127.0.0.2', 4)).toEqual([404, 404, 404, 429]);
    expect(await calls('127.0.0.3', 3)).toEqual([404, 404, 404]);
  });

  it("TRUST_PROXY unset: every client shares the proxy's address, and the loopback exemption does not switch the limit off", async () => {
    const calls = await behindNginx({});
    expect(await calls('127.0.0.2', 3)).toEqual([404, 404, 404]);
    expect(await calls('127.0.0.3', 1)).toEqual([429]);
  });

  it('reads answered from memory are not counted: only the first one, routed to fill the cache, is', async () => {
    const calls = await behindNginx({ TRUST_PROXY: '1' });
    expect(await calls('127.0.0.2', 6, '/api/public/trips')).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await calls('127.0.0.2', 3)).toEqual([404, 404, 429]);
  });
});

describe('Redis shared limits', () => {
  it('Redis away: requests go through (fail open) with one logged outage; Redis back: counting resumes', async () => {
    const redis = await createPrivateRedis();
    opened.push({ close: () => redis.stop() });
    const t = await appWith({ REDIS_URL: redis.url });
    const logged: string[] = [];
    const original = t.app.log.error.bind(t.app.log);
    // Count what the app logs at error level (the test logger is silent).
    (t.app.log as { error: unknown }).error = (...args: unknown[]) => {
      logged.push(JSON.stringify(args));
      return Reflect.apply(original, undefined, args);
    };
    expect(await statuses(t, 4, '203.0.113.70')).toEqual([200, 200, 200, 429]);

    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await statuses(t, 20, '203.0.113.71');
    expect(during.every((status) => status === 200)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.72',
      payload: { email: 'x@example.in', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ error: messages.invalidCredentials });

    await redis.start();
    const deadline = Date.now() + 10_000;
    let after: number[] = [];
    while (Date.now() < deadline) {
      after = await statuses(t, 4, `203.0.113.${Math.floor(Math.random() * 100) + 100}`);
      if (after[3] === 429) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(after).toEqual([200, 200, 200, 429]);
    expect(logged.filter((line) => /Redis unavailable/.test(line))).toHaveLength(1);
  });
});
