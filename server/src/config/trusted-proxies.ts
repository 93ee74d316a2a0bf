/**
 * TRUST_PROXY: which proxies' X-Forwarded-For is believed, as operators write it, and as Fastify
 * takes it.
 */
import { isIP } from 'node:net';
import { ConfigError } from './config-error.ts';

/** TRUST_PROXY as read: nothing, every hop, the nearest `hops` proxies, or proxies at these addresses or subnets. */
export type TrustedProxies = boolean | { hops: number } | { addresses: string[] };

/** proxy-addr's names for address ranges, accepted as operators write them. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** '2' (hops), 'true' / 'false', or '10.0.0.1, 172.16.0.0/12, loopback'. */
export function parseTrustProxy(text: string): TrustedProxies {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.find((entry) => !isAddressOrSubnet(entry));
  if (wrong !== undefined || !addresses.length) {
    const expected = 'a hop count, true, false, or addresses and subnets separated by commas';
    throw new ConfigError(`TRUST_PROXY must be ${expected}, not "${wrong ?? text}".`);
  }
  return { addresses };
}

/**
 * What Fastify trusts. It takes a hop count as "trust nothing", so `n` hops become proxy-addr's
 * rule: the socket's address (hop 0) and the next n - 1 forwarded ones are proxies.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'boolean') return trusted;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return trusted.addresses;
}
