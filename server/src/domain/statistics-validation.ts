/** The landing page's statistics: three whole numbers, 0 or more. */
import { isBlank, parseDecimal } from './field-values.ts';
import { messages } from './messages.ts';
import type { FieldErrors } from './validation.ts';

const statisticsFields = ['amazingTrips', 'happyTravelers', 'destinations'] as const;
/** The statistics form's fields before checking: any value. */
export type StatisticsInput = { [K in (typeof statisticsFields)[number]]?: unknown };

export function validateStatistics(input: StatisticsInput): FieldErrors<keyof StatisticsInput> {
  const errors: FieldErrors<keyof StatisticsInput> = {};
  for (const key of statisticsFields) {
    const value = input[key];
    const n = parseDecimal(value);
    if (isBlank(value) || typeof value === 'boolean' || !Number.isInteger(n) || n < 0 || n > 2_000_000_000) {
      errors[key] = messages.statisticsNonNegative;
    }
  }
  return errors;
}
