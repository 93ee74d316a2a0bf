/**
 * Credit vouchers (docs/product.md, "Cancellations, refunds and vouchers"): a code of 12 characters
 * from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 8/B), shown in groups of four
 * ("K7QM-X4TD-9HRW"): 26^12-ish guesses, readable aloud and on a phone. Codes are compared without
 * spaces, hyphens or case.
 */
import { DAY_MS } from './dates.ts';

export const VOUCHER_ALPHABET = 'ACDEFGHJKMNPQRTUVWXYZ2345679';
export const voucherCodeLength = 12;

/** A code as typed: spaces and hyphens dropped, capitals; null when it cannot be a code. */
export function normalVoucherCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== voucherCodeLength) return null;
  return [...code].every((c) => VOUCHER_ALPHABET.includes(c)) ? code : null;
}

/** "K7QMX4TD9HRW" as "K7QM-X4TD-9HRW". */
export const groupedVoucherCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The default expiry of a voucher issued at `now`: VOUCHER_VALID_DAYS later. */
export const voucherExpiry = (now: Date, validDays: number): Date => new Date(now.getTime() + validDays * DAY_MS);
