/** The summary text of a customization request (SPEC §7 `message`), built the same way everywhere. */
import { formatDate } from './format.ts';
import { tripTypes } from './types.ts';
import type { CustomizationForm } from './types.ts';

export const tripTypeLabel = (value: string | null | undefined): string =>
  tripTypes.find((t) => t.value === value)?.label ?? (value || 'Not specified');

export function customizationMessage(form: CustomizationForm, tripName?: string | null): string {
  const lines = [
    tripName ? `Customization request for ${tripName}` : 'General trip customization request',
    `Preferred destination: ${String(form.preferredPlace).trim()}`,
    `Members: ${form.numberOfMembers}`,
    `Adults: ${form.numberOfAdults === '' || form.numberOfAdults == null ? 0 : form.numberOfAdults}`,
    `Kids: ${form.numberOfKids === '' || form.numberOfKids == null ? 0 : form.numberOfKids}`,
    `Dates: ${formatDate(form.startDate)} - ${formatDate(form.endDate)}`,
    `Trip type: ${tripTypeLabel(form.tripType)}`,
    `Notes: ${String(form.additionalNotes ?? '').trim() || 'None'}`,
  ];
  return lines.join('\n');
}
