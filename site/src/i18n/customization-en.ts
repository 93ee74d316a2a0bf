/**
 * The custom trip request (islands/CustomizationModal, CustomizationFields) and the header's account menu
 * (islands/UserMenu) in English: their default strings. Templates, not functions (props must serialize):
 * `{place}`, `{days}`, `{price}`, `{name}` are filled in by `fill`. Hindi pages hand hi.ts's, with the map of the
 * product's messages (the form's checks say theirs through it).
 */
import { bookingTexts, tripTypes } from '@travel/server/domain';
import type { TripType } from '@travel/server/domain';

export const customizationEn = {
  /** Where the login page is: '' for English, '/hi' for Hindi. */
  prefix: '',
  title: 'Customize Your Trip',
  titleFor: 'Customize {place}',
  close: 'Close',
  basedOn: 'Based on {place} · {days} · from {price} per person',
  cancel: 'Cancel',
  send: 'Send Request',
  sendingTitle: 'Sending your request…',
  sendingText: 'Please wait a moment.',
  errorTitle: 'Error',
  ok: 'OK',
  place: 'Preferred destination',
  members: 'Number of members',
  tripType: 'Trip type',
  selectTripType: 'Select trip type',
  tripTypes: Object.fromEntries(tripTypes.map((type) => [type.value, type.label])) as Record<TripType, string>,
  start: 'Start date',
  end: 'End date',
  adults: 'Number of adults',
  kids: 'Number of kids',
  notes: 'Additional notes',
};
export type CustomizationText = typeof customizationEn;

export const userMenuEn = {
  prefix: '',
  account: 'Account',
  traveller: 'Traveller',
  admin: 'Admin',
  menu: 'Account menu: {name}',
  myBookings: bookingTexts.myBookings as string,
  logout: 'Logout',
};
export type UserMenuText = typeof userMenuEn;
