/** The customization request's checks, in the product's order, each a warning popup (title and text). */
import { inRange, isBlank, isValidDate, parseDecimal, textOf } from './field-values.ts';
import { limits } from './limits.ts';
import { messages, tooLong } from './messages.ts';
import { customizationTypes, tripTypes } from './types.ts';

export interface CustomizationInput {
  preferredPlace?: unknown;
  numberOfMembers?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  numberOfAdults?: unknown;
  numberOfKids?: unknown;
  tripType?: unknown;
  additionalNotes?: unknown;
}

export interface CustomizationProblem {
  field: keyof CustomizationInput;
  title: string;
  text: string;
}

/**
 * The product's (docs/product.md#rules) five checks in order, then the hints' ranges and the limits; the first
 * problem, or null. `today` ('YYYY-MM-DD'), when given, refuses a start date before it ('start date minimum today').
 */
export function checkCustomization(input: CustomizationInput, today?: string): CustomizationProblem | null {
  const missing = (field: keyof CustomizationInput, text: string): CustomizationProblem => ({
    field,
    title: messages.requiredFieldMissingTitle,
    text,
  });
  const preferredPlace = textOf(input.preferredPlace);
  if (isBlank(input.preferredPlace) || preferredPlace === null) return missing('preferredPlace', messages.preferredPlaceRequired);
  if (isBlank(input.numberOfMembers) || !(parseDecimal(input.numberOfMembers) >= 1)) {
    return missing('numberOfMembers', messages.membersMinimum);
  }
  if (isBlank(input.startDate)) return missing('startDate', messages.startDateRequired);
  if (isBlank(input.endDate)) return missing('endDate', messages.endDateRequired);
  const start = textOf(input.startDate)?.trim() ?? '';
  const end = textOf(input.endDate)?.trim() ?? '';
  if (!isValidDate(start)) return missing('startDate', messages.startDateRequired);
  if (!isValidDate(end)) return missing('endDate', messages.endDateRequired);
  if (end <= start) return { field: 'endDate', title: messages.invalidDateRangeTitle, text: messages.customizationEndAfterStart };
  if (today && start < today) return { field: 'startDate', title: messages.invalidDateTitle, text: messages.customizationStartInPast };
  const outOfRange = (field: keyof CustomizationInput, text: string): CustomizationProblem => ({
    field,
    title: messages.numberOutOfRangeTitle,
    text,
  });
  if (!inRange(input.numberOfMembers, limits.membersMin, limits.membersMax)) {
    return outOfRange('numberOfMembers', messages.membersRange);
  }
  if (!isBlank(input.numberOfAdults) && !inRange(input.numberOfAdults, limits.adultsMin, limits.adultsMax)) {
    return outOfRange('numberOfAdults', messages.adultsRange);
  }
  if (!isBlank(input.numberOfKids) && !inRange(input.numberOfKids, limits.kidsMin, limits.kidsMax)) {
    return outOfRange('numberOfKids', messages.kidsRange);
  }
  if (!isBlank(input.tripType) && !tripTypes.some((t) => t.value === input.tripType)) {
    return missing('tripType', messages.tripTypeInvalid);
  }
  if (preferredPlace.length > limits.shortTextMax) {
    return missing('preferredPlace', tooLong('Destination', limits.shortTextMax));
  }
  if (!isBlank(input.additionalNotes) && (textOf(input.additionalNotes)?.length ?? Infinity) > limits.longTextMax) {
    return missing('additionalNotes', tooLong('Notes', limits.longTextMax));
  }
  return null;
}

export const isCustomizationType = (value: unknown): boolean => customizationTypes.includes(value as (typeof customizationTypes)[number]);
