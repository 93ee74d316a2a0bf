/** Customization requests' own values (docs/product.md#entities): trip types, request types, the modal's fields. The API's
 * entity types are in server/src/entities (`@travel/server/entities`): domain never imports them. */
export const tripTypes = [
  { value: 'family-trip', label: 'Family Trip' },
  { value: 'friends-trip', label: 'Friends Trip' },
  { value: 'womens-trip', label: "Women's Trip" },
  { value: 'honeymoon-trip', label: 'Honeymoon Trip' },
  { value: 'adventure-trip', label: 'Adventure Trip' },
  { value: 'corporate', label: 'Corporate Trip' },
] as const;
export type TripType = (typeof tripTypes)[number]['value'];

export const customizationTypes = ['trip_customization', 'general_customization'] as const;
export type CustomizationType = (typeof customizationTypes)[number];

/** What the customization modal collects (docs/product.md#screens). */
export interface CustomizationForm {
  preferredPlace: string;
  numberOfMembers: number | string;
  startDate: string;
  endDate: string;
  numberOfAdults: number | string;
  numberOfKids: number | string;
  tripType: string;
  additionalNotes: string;
}

export type UserType = 'admin' | 'user';
