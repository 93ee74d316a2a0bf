/** Business constants and limits of docs/product.md#limits, in one place. */
export const MB = 1024 * 1024;

export const limits = {
  passwordMinLength: 6,
  usernameMinLength: 3,
  usernameMaxLength: 50,
  otpLength: 4,
  otpResendSeconds: 60,
  defaultCountryCode: '91',
  durationMinLength: 2,
  durationMaxLength: 50,
  tripImagesMax: 10,
  reviewImagesMax: 3,
  reviewVideosMax: 1,
  imageMaxBytes: 50 * MB,
  videoMaxBytes: 100 * MB,
  pdfMaxBytes: 10 * MB,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  reviewTruncateAt: 150,
  membersMin: 1,
  membersMax: 50,
  adultsMin: 0,
  adultsMax: 50,
  kidsMin: 0,
  kidsMax: 20,
  customizationPromptMs: 30_000,
  adminSlideshowMs: 3000,
  tripCardCarouselMs: 4000,
  reviewsScrollerMs: 3000,
  reviewsScrollerStepPx: 280,
  detailGalleryMs: 5000,
  requestTimeoutMs: 30_000,
  successDialogMs: 2000,
  errorToastMs: 5000,
  dashboardRecentCount: 5,
  // Text fields are bounded so a 100 KB string is a clear 400, not a stored novel.
  shortTextMax: 200,
  longTextMax: 5000,
  urlMax: 2048,
} as const;

export const defaultStatistics = { amazingTrips: 7, happyTravelers: 8, destinations: 50 } as const;

export const fallbacks = {
  days: 'Flexible',
  price: 0,
  place: 'Unknown Location',
  reviewer: 'Anonymous',
} as const;

/** docs/product.md#entities client session keys, shared by the public site and the admin back office. */
export const sessionKeys = {
  authToken: 'authToken',
  userType: 'userType',
  adminData: 'adminData',
  userData: 'userData',
} as const;

/**
 * The sign-in pages' query parameter naming where to go once signed in (`/login?return=/trip/<id>`): the server's
 * redirect of a signed-out visitor writes it, the sign-in pages read it.
 */
export const RETURN_QUERY_PARAM = 'return';
/** The query parameter of a traveller's referral link (`/?ref=CODE`, pricing.ts referralLink). */
export const REFERRAL_QUERY_PARAM = 'ref';

export const TIME_ZONE = 'Asia/Kolkata';
