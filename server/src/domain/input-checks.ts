/**
 * Checks of single raw input values shared by the booking and departure validators (counts must be
 * whole JSON numbers: text, fractions and objects fail).
 */
import { rupeesMax, rupeesToPaise } from './money.ts';

export const isWholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';
/** Rupees with at most two decimals, above `min` (or at it when `orEqual`). */
export const isRupeeAmount = (value: unknown, min: number, orEqual: boolean): boolean =>
  typeof value === 'number' && !Number.isNaN(rupeesToPaise(value)) && (orEqual ? value >= min : value > min) && value <= rupeesMax;
