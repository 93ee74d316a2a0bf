/**
 * A referral link (`/?ref=CODE`, domain referralLink) is remembered in localStorage from the page it
 * opens until the visitor's first booking, so the reservation form on a trip page visited later
 * starts with the code and its quote applies it. Only a code's shape is kept (domain isCouponCode):
 * whether it can be used is the server's answer.
 */
import { isCouponCode, normalCode, REFERRAL_QUERY_PARAM } from '@travel/server/domain';
import { localStore } from './safe-storage.ts';

export const REFERRAL_STORAGE_KEY = 'referralCode';

/** The code in a page's query (`?ref=`), normalised, or '' when there is none of a code's shape. */
export function referralInQuery(search: string): string {
  const code = normalCode(new URLSearchParams(search).get(REFERRAL_QUERY_PARAM) ?? '');
  return isCouponCode(code) ? code : '';
}

/** Keeps the code of a referral link the visitor opened (a later link's code replaces it). */
export function rememberReferral(search: string = typeof window === 'undefined' ? '' : window.location.search): void {
  const code = referralInQuery(search);
  if (code) localStore.set(REFERRAL_STORAGE_KEY, code);
}

/** The code the reservation form starts with: the page's own `?ref=`, else the one remembered. */
export function rememberedReferral(search: string = typeof window === 'undefined' ? '' : window.location.search): string {
  const stored = normalCode(localStore.get(REFERRAL_STORAGE_KEY) ?? '');
  return referralInQuery(search) || (isCouponCode(stored) ? stored : '');
}

/** After the first booking (or once the server says the code cannot be used by this traveller): forgotten. */
export function forgetReferral(code?: string): void {
  if (code === undefined || normalCode(code) === localStore.get(REFERRAL_STORAGE_KEY)) localStore.remove(REFERRAL_STORAGE_KEY);
}
