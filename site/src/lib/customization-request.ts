/**
 * The customization form's data and the request it sends (docs/product.md#rules, #calls): the empty form, the date
 * inputs' minimum, the body built from the form, the trip and the signed-in traveller, and the call itself. The checks
 * are the domain's checkCustomization, the same the API runs.
 */
import { calendarDay, customizationMessage, deviceTimeZone, messages } from '@travel/server/domain';
import type { CustomizationForm } from '@travel/server/domain';
import type { CustomizationRequestBody } from '@travel/server/entities';
import { apiRequest } from './api.ts';
import type { CustomizationTrip } from './customization.ts';
import type { TravellerData } from './session.ts';

export const emptyCustomizationForm: CustomizationForm = {
  preferredPlace: '',
  numberOfMembers: '',
  startDate: '',
  endDate: '',
  numberOfAdults: '',
  numberOfKids: '',
  tripType: '',
  additionalNotes: '',
};

/** Today as YYYY-MM-DD in the visitor's own calendar (the date inputs' minimum). */
export const todayInputValue = (now: Date = new Date()): string => calendarDay(now, deviceTimeZone());

const optionalNumber = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

/** POST /api/customize-trip's body: about the trip the modal was opened from, or a general request. */
export function customizationRequestBody(
  form: CustomizationForm,
  trip: CustomizationTrip | null,
  user: TravellerData | null,
): CustomizationRequestBody {
  return {
    type: trip ? 'trip_customization' : 'general_customization',
    user: {
      username: user?.username ?? '',
      mobileNumber: user?.mobileNumber ?? '',
      countryCode: user?.countryCode ?? '',
      email: user?.email ?? null,
    },
    trip: trip ? { id: trip.id, name: trip.place, price: trip.price, days: String(trip.days) } : undefined,
    customizationData: {
      preferredPlace: form.preferredPlace.trim(),
      numberOfMembers: Number(form.numberOfMembers),
      startDate: form.startDate,
      endDate: form.endDate,
      numberOfAdults: optionalNumber(form.numberOfAdults),
      numberOfKids: optionalNumber(form.numberOfKids),
      tripType: form.tripType || undefined,
      additionalNotes: form.additionalNotes.trim() || undefined,
    },
    message: customizationMessage(form, trip?.place),
  };
}

/** Sends the request; a failure throws (its text is the product's 'customization failed' message). */
export async function sendCustomizationRequest(body: CustomizationRequestBody): Promise<void> {
  await apiRequest('/customize-trip', { method: 'POST', body, fallbackError: messages.customizationFailed });
}
