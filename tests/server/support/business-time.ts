/**
 * The business's time zone of the run and its wall clock: TIME_ZONE from the environment
 * (`TIME_ZONE=Asia/Kathmandu npx vitest run ...` proves the dates follow it), else the product's
 * default. Tests count days and hours in it, never from a written UTC offset.
 */
import { atLocalHour, TIME_ZONE } from '../../../server/src/domain/index.ts';

export const businessTimeZone = process.env.TIME_ZONE || TIME_ZONE;

/** `hh:mm[:ss]` on a calendar day in the business's zone, as an instant. */
export function businessTime(day: string, time: string): Date {
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  return new Date(atLocalHour(day, hour, businessTimeZone).getTime() + (minute * 60 + second) * 1000);
}
