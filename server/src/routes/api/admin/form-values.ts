/**
 * Trip and review writes arrive as JSON or as multipart form fields (docs/product.md#calls: strings, images
 * joined by commas, absent fields omitted). These turn either into one shape for the domain rules
 * without ever making bad input look good: an unparseable value is passed on as it came.
 */
import { parseDecimal } from '../../../domain/index.ts';

/** '' and null clear an optional field; undefined leaves it as it is. */
export function optionalText(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  // Not text: passed on as it came, for the rules to refuse.
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' || text === 'null' || text === 'undefined' ? null : text;
}

/** Decimal text becomes its number; anything else ('0x1F', ' 12', blank) goes on as it came for the rules to refuse. */
export function numberOrRaw(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // A field sent empty was cleared: it stays blank for the rules to refuse, never "keep the old value".
  const n = parseDecimal(value);
  return Number.isFinite(n) ? n : value;
}

/** Images as an array, a comma-joined string, or a JSON array string. */
export function urlList(value: unknown): unknown {
  if (value === undefined || value === null) return value === null ? [] : undefined;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return urlList(JSON.parse(text));
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops the keys whose value is undefined (not given). */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
