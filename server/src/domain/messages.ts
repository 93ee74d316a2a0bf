/**
 * Every user-facing message of docs/product.md#rules and #errors, word for word. Server, admin and site import
 * these constants; no message is typed anywhere else.
 */
import { limits, MB } from './limits.ts';
import type { Language } from './languages.ts';

export const messages = {
  // Admin login (docs/product.md#rules)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid email or password',
  loginSuccessful: 'Login Successful!',

  // Mobile sign-in (docs/product.md#rules)
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number',
  mobileRequiredTitle: 'Mobile Number Required',
  mobileRequiredText: 'Please enter your mobile number first before signing up.',
  countryCodeInvalid: 'Please select a valid country code',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 50 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  otpRequired: 'OTP is required',
  otpInvalid: 'Please enter a valid 4-digit OTP',
  mobileAlreadyRegistered: 'Mobile number already registered',
  accountNotFoundTitle: 'Account Not Found',
  // Beyond the specification (docs/product.md#beyond-the-specification; its wording is not shown): the texts under those two dialogs'
  // titles.
  accountNotFoundText: 'No account was found for this mobile number. Please sign up first.',
  mobileAlreadyRegisteredText: 'This mobile number already has an account. Log in with it, or sign up with a different number.',
  // Beyond the specification (docs/product.md#beyond-the-specification; wording ours): what the code endpoints answer when a code cannot be
  // sent or used.
  otpSent: 'OTP sent successfully',
  signupSuccessful: 'Signup successful',
  travellerLoginSuccessful: 'Login successful',
  verificationIdRequired: 'Verification ID is required',
  otpIncorrect: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP has expired or is no longer valid. Please request a new one.',
  otpAttemptsExhausted: 'Too many wrong attempts. Please request a new OTP.',
  otpSendLimitReached: 'Too many OTP requests. Please try again later.',
  accountDisabled: 'This account has been disabled. Please contact us.',

  // Trip form (docs/product.md#rules)
  destinationRequired: 'Destination is required',
  endDateAfterStart: 'End date must be after start date',
  priceGreaterThanZero: 'Price must be greater than 0',
  durationRequired: 'Duration is required',
  durationTooShort: 'Duration must be at least 2 characters long',
  durationTooLong: 'Duration must be less than 50 characters',
  durationFormat: "Please enter a valid duration format (e.g., '4N/3D', '7 days', '2 weeks')",
  groupSizePositive: 'Group size must be a positive integer',
  descriptionRequired: 'Description is required',
  googleSheetUrlRequired: 'Google Sheet URL is required',
  // Beyond the specification (docs/product.md#beyond-the-specification): links are rendered to visitors, so only web addresses are
  // accepted.
  urlInvalid: 'Links must be web addresses starting with http:// or https://',
  dateInvalid: 'Please enter dates as YYYY-MM-DD',
  // docs/product.md#rules: trip dates have a minimum of today (wording ours).
  startDateInPast: 'Start date cannot be in the past',
  endDateInPast: 'End date cannot be in the past',

  // Review form (docs/product.md#rules)
  reviewerNameRequired: 'Reviewer name is required',
  reviewTextRequired: 'Review text is required',
  ratingRange: 'Please select a rating between 1 and 5',
  bothImagesAndVideo: 'Cannot upload both images and videos. Choose either up to 3 images OR 1 video.',

  // Statistics (docs/product.md#rules: numbers, minimum 0; the wording is ours)
  statisticsNonNegative: 'Statistics must be whole numbers of 0 or more',
  statisticsUpdated: 'Statistics updated successfully!',
  statisticsUpdateFailed: 'Failed to update statistics. Please try again.',

  // Customization request (docs/product.md#rules, in checking order)
  requiredFieldMissingTitle: 'Required Field Missing',
  preferredPlaceRequired: 'Please enter your preferred destination.',
  membersMinimum: 'Please enter the number of members (minimum 1).',
  startDateRequired: 'Please select your start date.',
  endDateRequired: 'Please select your end date.',
  invalidDateRangeTitle: 'Invalid Date Range',
  customizationEndAfterStart: 'End date must be after start date.',
  customizationFailed: 'Failed to send customization request. Please try again.',
  customizationSentTitle: 'Request Sent!',
  customizationSentText: 'Our Travel Expert will reach you soon.',
  // Beyond the specification (docs/product.md#beyond-the-specification): the hints' limits, enforced on the server too.
  membersRange: 'Number of members must be between 1 and 50.',
  adultsRange: 'Number of adults must be between 0 and 50.',
  kidsRange: 'Number of kids must be between 0 and 20.',
  tripTypeInvalid: 'Please choose a trip type from the list.',
  // Beyond the specification (docs/product.md#beyond-the-specification): a range or past-date problem is not a missing field, so
  // it gets its own title.
  numberOutOfRangeTitle: 'Number Out of Range',
  invalidDateTitle: 'Invalid Date',
  customizationStartInPast: 'Start date cannot be in the past. Please choose today or a later date.',

  // Fallbacks when the server gives no 'error' (docs/product.md#errors)
  loginFailed: 'Login failed',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'Failed to verify OTP',
  verificationFailed: 'Verification failed',
  resendOtpFailed: 'Failed to resend OTP',
  otpResent: 'A new code has been sent.',
  checkUserFailed: 'Failed to check user',
  fetchTripsFailed: 'Failed to fetch trips',
  fetchTripFailed: 'Failed to fetch trip',
  createTripFailed: 'Failed to create trip',
  updateTripFailed: 'Failed to update trip',
  deleteTripFailed: 'Failed to delete trip',
  fetchReviewsFailed: 'Failed to fetch reviews',
  fetchReviewFailed: 'Failed to fetch review',
  createReviewFailed: 'Failed to create review',
  updateReviewFailed: 'Failed to update review',
  deleteReviewFailed: 'Failed to delete review',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUserStatsFailed: 'Failed to fetch user statistics',
  uploadUrlFailed: 'Failed to generate upload URL',
  uploadToStorageFailed: 'Failed to upload file to S3',

  // Public pages (docs/product.md#errors)
  invalidDataFormat: 'Invalid data format received from server.',
  loadTripsFailed: 'Failed to load trips. Please try again later.',
  somethingWentWrong: 'Oops! Something went wrong',
  tryAgain: 'Try Again',
  noTripsTitle: 'No trips available',
  noTripsText: 'Check back soon for amazing adventures!',
  loadReviewsFailedTitle: "Couldn't load reviews",
  loadReviewsFailed: 'Failed to load reviews. Please try again later.',
  noReviewsTitle: 'No reviews yet',
  noReviewsText: 'Be the first to share your experience!',
  tripNotFound: 'Trip not found',
  reviewNotFound: 'Review not found',
  // Admin saves (docs/product.md#calls): the API's confirmations.
  tripCreated: 'Trip created successfully',
  tripUpdated: 'Trip updated successfully',
  tripDeleted: 'Trip deleted successfully',
  reviewCreated: 'Review created successfully',
  reviewUpdated: 'Review updated successfully',
  reviewDeleted: 'Review deleted successfully',
  loadTripDetailsFailed: 'Failed to load trip details. Please try again.',
  tripMightNotBeAvailable: "The trip you're looking for might not be available.",
  bookingLinkUnavailable: 'Booking link not available for this trip.',
  itineraryUnavailable: 'Itinerary not available for this trip.',

  // Admin screens (docs/product.md#screens, #errors)
  noTripsFound: 'No trips found',
  requestMarkedHandled: 'Marked as handled',
  requestMarkedOpen: 'Marked as open',
  noUsersFoundTitle: 'No users found',
  noUsersFoundText: 'No users have registered yet',
  deleted: 'Deleted!',
  // Beyond the specification (docs/product.md#beyond-the-specification): bulk delete on every admin list.
  userNotFound: 'User not found',
  requestNotFound: 'Request not found',
  userStillReferenced: 'This traveller cannot be deleted while other records (such as bookings) refer to them.',
  logoutConfirmationTitle: 'Logout Confirmation',
  logoutConfirmationText: 'Are you sure you want to logout?',
  loggedOut: 'Logged Out',
  // Beyond the specification (docs/product.md#beyond-the-specification): a signed-in traveller who opened the back office lands
  // on /trips and is told how to reach it.
  adminNeedsSignOutTitle: 'Admin login',
  adminNeedsSignOutText: 'You are signed in as a traveller. To use the admin login, sign out first.',
  adminSignOutAction: 'Sign out and go to admin login',
  reviewTextHiddenNote: 'Review text will be hidden in display',
  uploadChoiceHint: 'choose either up to 3 images OR 1 video',

  // API-level errors (docs/product.md#errors; wording ours)
  unauthorized: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please try again later.',
  databaseUnavailable: 'Service temporarily unavailable',
  internalError: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request',
  payloadTooLarge: 'Request is too large',
  // Uploads beyond the specification (docs/product.md#beyond-the-specification; wording ours): the signed upload URL and what is sent to
  // it.
  uploadUrlInvalid: 'Upload URL is invalid or has expired',
  uploadTypeMismatch: 'The file type does not match this upload URL',
  uploadSizeMismatch: 'The file size does not match this upload URL',
  uploadContentMismatch: 'The file content does not match its type',
  uploadAlreadyDone: 'This upload URL has already been used',
} as const;

/** An admin list's `sort`, `range` or `filter` that is not what ra-data-simple-rest sends (wording ours). */
export const invalidListParameter = (name: 'sort' | 'range' | 'filter'): string => `Invalid ${name} parameter`;
export const cannotSortBy = (field: string): string => `Cannot sort by ${field}`;

/** A customization request of no known type (wording ours). */
export const customizationTypeInvalid = (types: readonly string[]): string => `Request type must be ${types.join(' or ')}`;

/** 'Are you sure you want to delete "{name}"? This action cannot be undone.' */
export const deleteConfirmation = (name: string): string => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

export const maxFilesAllowed = (max: number): string => `Maximum ${max} file(s) allowed`;
export const invalidFileTypeAccepted = (accepted: string): string => `Invalid file type. Accepted types: ${accepted}`;
export const invalidFileTypeAllowed = (allowed: string): string => `Invalid file type. Allowed: ${allowed}`;
export const imageTooLarge = (size: string): string => `Image file too large: ${size}. Maximum size: ${limits.imageMaxBytes / MB}MB`;
export const videoTooLarge = (size: string): string => `Video file too large: ${size}. Maximum size: ${limits.videoMaxBytes / MB}MB`;
export const pdfTooLarge = (size: string): string => `PDF file too large: ${size}. Maximum size: ${limits.pdfMaxBytes / MB}MB`;
/** A text field over its bound (wording ours): `field` is the label as the form shows it. */
export const tooLong = (field: string, max: number): string => `${field} must be at most ${max} characters`;
export const tooManyImages = (count: number, max: number): string => `Too many images: ${count}. Maximum ${max} images allowed.`;
export const s3UploadFailed = (status: number, text: string): string => `S3 upload failed: ${status} ${text}`;
export const uploadOfFileFailed = (name: string, reason: string): string => `Failed to upload ${name}: ${reason}`;
export const registeredUsersTitle = (count: number): string => `Registered Users (${count})`;
/** Beyond the specification (docs/product.md#beyond-the-specification; wording ours): the server-side resend wait. */
export const otpResendWait = (seconds: number): string => `Please wait ${seconds} seconds before requesting a new OTP.`;

/** The code page's countdown: 'Resend OTP in 45s', or in minutes for a long wait ('Resend OTP in 58 min'). */
export const resendCountdownText = (seconds: number): string =>
  seconds > 120 ? `Resend OTP in ${Math.ceil(seconds / 60)} min` : `Resend OTP in ${seconds}s`;

/** After the last wrong code: why Login is off, and what to do. */
export const otpLockedHint = 'Request a new code to try again.';

/** /login reached from a trip: what the visitor was about to do. */
export const signInToSeeTrip = (place: string): string => `Sign in to see ${place} and its departures`;
/**
 * The sign-in code's SMS, in the language of the page that asked for it (/hi/signup: Hindi). The code
 * comes first and is the text's only number, so any reasonable pattern finds it (tools read it from
 * the console provider's line).
 */
export const otpSmsText = (businessName: string, code: string, language: Language = 'en'): string =>
  language === 'hi'
    ? `${code} आपका ${businessName} साइन-इन कोड है। इसे किसी के साथ साझा न करें।`
    : `${code} is your ${businessName} sign-in code. Do not share it with anyone.`;
