/** The landing page's statistics: three whole numbers, 0 or more. */
import { isBlank, parseDecimal } from './field-values.ts';
import { messages } from './messages.ts';
import type { FieldErrors, InputOf } from './validation.ts';
import type { Statistics } from '../entities/statistics.ts';

export type StatisticsInput = InputOf<Statistics>;

export function validateStatistics(input: StatisticsInput): FieldErrors<keyof StatisticsInput> {
  const errors: FieldErrors<keyof StatisticsInput> = {};
  for (const key of ['amazingTrips', 'happyTravelers', 'destinations'] as const) {
    const value = input[key];
    const n = parseDecimal(value);
    if (isBlank(value) || typeof value === 'boolean' || !Number.isInteger(n) || n < 0 || n > 2_000_000_000) {
      errors[key] = messages.statisticsNonNegative;
    }
  }
  return errors;
}
