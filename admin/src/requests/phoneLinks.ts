import { whatsappLink } from '@travel/server/domain';

/** Links to reach a traveller: a tel: link to tap to call, and a chat-app link. */
export const phoneDigits = (countryCode: string, mobileNumber: string): string => `${countryCode}${mobileNumber}`.replace(/\D/g, '');

export const telLink = (countryCode: string, mobileNumber: string): string => `tel:+${phoneDigits(countryCode, mobileNumber)}`;

export const chatLink = (countryCode: string, mobileNumber: string, username: string): string =>
  whatsappLink(`Hello ${username}, about your trip request`, phoneDigits(countryCode, mobileNumber));
