/**
 * The sign-in islands' English strings, kept apart so an island's bundle carries only these. Plain
 * texts (props must serialize): `{n}`, `{place}` are filled in by `fill`. Pages in another language
 * hand the island that language's strings (hi.ts) and its map of the API's messages (api-messages.ts).
 */
import { type Language, otpLockedHint, signInToSeeTrip } from '@travel/server/domain';

export const signInEn = {
  /** Where the sign-in pages live: '' for English, '/hi' for Hindi. */
  prefix: '',
  /** The pages' language: the sign-in code's SMS is written in it. */
  language: 'en' as Language,
  mobileNumber: 'Mobile number',
  countryCode: 'Country code',
  signUp: 'Sign Up',
  login: 'Login',
  pleaseWait: 'Please wait…',
  goToSignUp: 'Go to Sign Up',
  cancel: 'Cancel',
  ok: 'OK',
  numberLabel: 'Mobile number:',
  username: 'Username',
  chooseUsername: 'Choose a username',
  usernameHint: '3-50 letters, numbers or underscores',
  sending: 'Sending…',
  sendOtp: 'Send OTP',
  alreadyHaveAccount: 'Already have an account?',
  backToLogin: 'Back to Login',
  goToLogin: 'Go to Login',
  tryDifferentNumber: 'Try Different Number',
  codeSentTo: 'Enter the 4-digit code sent to',
  enterOtp: 'Enter OTP',
  otpPlaceholder: '4-digit OTP',
  resendOtp: 'Resend OTP',
  resendInSeconds: 'Resend OTP in {n}s',
  resendInMinutes: 'Resend OTP in {n} min',
  otpLockedHint,
  back: 'Back',
  completeSignup: 'Complete Signup',
  signInToSeeTrip: signInToSeeTrip('{place}'),
};
export type SignInStrings = typeof signInEn;

/** A template's `{name}` places filled in. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A message in the page's language: the map's entry for the English text, else the text as it is. */
export const say = (map: Record<string, string> | undefined, text: string): string => map?.[text] ?? text;
