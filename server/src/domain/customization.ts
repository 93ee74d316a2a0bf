/** The summary text of a customization request (docs/product.md#calls `message`), built the same way everywhere. */
import { calendarDay, LATEST_TIME_ZONE } from './dates.ts';
import { formatDate } from './format.ts';
import { tripTypes } from './types.ts';
import type { CustomizationForm } from './types.ts';

/**
 * The earliest date that is today somewhere on Earth (UTC-12): a traveller in any time zone may pick
 * their own today as a start date, and nothing before it passes (docs/product.md#rules 'start date minimum today').
 */
export const earliestTodayAnywhere = (now: Date = new Date()): string => calendarDay(now, LATEST_TIME_ZONE);

export const tripTypeLabel = (value: string | null | undefined): string =>
  tripTypes.find((t) => t.value === value)?.label ?? (value || 'Not specified');

const isBlankCount = (value: unknown): boolean => value === '' || value == null || String(value).trim() === '';

export function customizationMessage(form: CustomizationForm, tripName?: string | null): string {
  const lines = [
    tripName ? `Customization request for ${tripName}` : 'General trip customization request',
    `Preferred destination: ${String(form.preferredPlace).trim()}`,
    `Members: ${form.numberOfMembers}`,
    // Counts the traveller left blank are left out rather than sent as '0 adults, 0 kids'.
    ...(isBlankCount(form.numberOfAdults) ? [] : [`Adults: ${form.numberOfAdults}`]),
    ...(isBlankCount(form.numberOfKids) ? [] : [`Kids: ${form.numberOfKids}`]),
    `Dates: ${formatDate(form.startDate)} - ${formatDate(form.endDate)}`,
    `Trip type: ${tripTypeLabel(form.tripType)}`,
    `Notes: ${String(form.additionalNotes ?? '').trim() || 'None'}`,
  ];
  return lines.join('\n');
}
