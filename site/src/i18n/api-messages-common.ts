/**
 * The product's general messages (server/src/domain/messages.ts `messages`) and the trip filters' messages
 * (domain/trip-search.ts `searchMessages`) in Hindi, by key: parts of the Hindi error catalogue (api-errors-hi.ts).
 */
import { messages, searchLimits, searchMessages, tripThemeSlugs } from '@travel/server/domain';

type MessageKey = keyof typeof messages;

export const hindiCommon = {
  mobileRequired: 'मोबाइल नंबर ज़रूरी है',
  mobileInvalid: 'कृपया सही मोबाइल नंबर डालें',
  mobileRequiredTitle: 'मोबाइल नंबर ज़रूरी है',
  mobileRequiredText: 'साइन अप करने से पहले कृपया अपना मोबाइल नंबर डालें।',
  countryCodeInvalid: 'कृपया सही देश का कोड चुनें',
  usernameRequired: 'यूज़रनेम ज़रूरी है',
  usernameTooShort: 'यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए',
  usernameTooLong: 'यूज़रनेम 50 अक्षरों से छोटा होना चाहिए',
  usernameCharacters: 'यूज़रनेम में सिर्फ़ अक्षर, अंक और अंडरस्कोर (_) हो सकते हैं',
  otpRequired: 'OTP ज़रूरी है',
  otpInvalid: 'कृपया सही 4 अंकों का OTP डालें',
  mobileAlreadyRegistered: 'यह मोबाइल नंबर पहले से पंजीकृत है',
  accountNotFoundTitle: 'खाता नहीं मिला',
  accountNotFoundText: 'इस मोबाइल नंबर से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।',
  mobileAlreadyRegisteredText: 'इस मोबाइल नंबर से पहले से एक खाता है। इसी नंबर से लॉग इन करें, या किसी दूसरे नंबर से साइन अप करें।',
  verificationIdRequired: 'सत्यापन आईडी ज़रूरी है',
  otpIncorrect: 'OTP ग़लत है। कृपया फिर से कोशिश करें।',
  otpExpired: 'OTP की समय-सीमा ख़त्म हो गई है या वह अब मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  otpAttemptsExhausted: 'बहुत बार ग़लत कोड डाला गया। कृपया नया OTP मँगाएँ।',
  otpSendLimitReached: 'बहुत ज़्यादा OTP मँगाए गए। कृपया कुछ देर बाद कोशिश करें।',
  accountDisabled: 'यह खाता बंद कर दिया गया है। कृपया हमसे संपर्क करें।',
  loginFailed: 'लॉग इन नहीं हो सका',
  sendOtpFailed: 'OTP नहीं भेजा जा सका',
  verifyOtpFailed: 'OTP की पुष्टि नहीं हो सकी',
  verificationFailed: 'सत्यापन नहीं हो सका',
  resendOtpFailed: 'OTP दोबारा नहीं भेजा जा सका',
  otpResent: 'नया कोड भेज दिया गया है।',
  checkUserFailed: 'खाते की जाँच नहीं हो सकी',
  loadTripsFailed: 'यात्राएँ लोड नहीं हो सकीं। कृपया कुछ देर बाद कोशिश करें।',
  somethingWentWrong: 'ओह! कुछ गड़बड़ हो गई',
  tryAgain: 'फिर से कोशिश करें',
  noTripsTitle: 'अभी कोई यात्रा उपलब्ध नहीं है',
  noTripsText: 'जल्द ही नई यात्राओं के लिए फिर देखें!',
  loadReviewsFailedTitle: 'समीक्षाएँ लोड नहीं हो सकीं',
  loadReviewsFailed: 'समीक्षाएँ लोड नहीं हो सकीं। कृपया कुछ देर बाद कोशिश करें।',
  noReviewsTitle: 'अभी कोई समीक्षा नहीं',
  noReviewsText: 'अपना अनुभव बताने वाले पहले व्यक्ति बनिए!',
  tripNotFound: 'यात्रा नहीं मिली',
  loadTripDetailsFailed: 'यात्रा की जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  tripMightNotBeAvailable: 'आप जो यात्रा ढूँढ रहे हैं, वह शायद अब उपलब्ध नहीं है।',
  bookingLinkUnavailable: 'इस यात्रा के लिए बुकिंग लिंक उपलब्ध नहीं है।',
  itineraryUnavailable: 'इस यात्रा का यात्रा-कार्यक्रम उपलब्ध नहीं है।',
  loggedOut: 'आप लॉग आउट हो गए हैं',
  unauthorized: 'लॉग इन ज़रूरी है',
  invalidToken: 'आपका सत्र अमान्य है या समाप्त हो गया है',
  tooManyRequests: 'बहुत ज़्यादा कोशिशें हुईं। कृपया कुछ देर बाद कोशिश करें।',
  databaseUnavailable: 'सेवा कुछ देर के लिए उपलब्ध नहीं है',
  internalError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  invalidRequest: 'अनुरोध सही नहीं है',
} satisfies Partial<Record<MessageKey, string>>;

/** The trip filters' 400 messages (domain/trip-search.ts searchMessages), naming the parameter as the address does. */
export const hindiSearch = {
  q: `q में ज़्यादा से ज़्यादा ${searchLimits.qMaxLength} अक्षर और ${searchLimits.qMaxWords} शब्द हो सकते हैं`,
  month: 'month एक महीना होना चाहिए, YYYY-MM के रूप में, जैसे 2027-01',
  minPrice: 'minPrice रुपयों में एक संख्या होनी चाहिए, 0 या उससे ज़्यादा',
  maxPrice: 'maxPrice रुपयों में एक संख्या होनी चाहिए, 0 या उससे ज़्यादा',
  minDays: 'minDays दिनों की एक पूरी संख्या होनी चाहिए, 1 या उससे ज़्यादा',
  maxDays: 'maxDays दिनों की एक पूरी संख्या होनी चाहिए, 1 या उससे ज़्यादा',
  theme: `theme इनमें से एक होनी चाहिए: ${tripThemeSlugs.join(', ')}`,
  available: 'available में true या false होना चाहिए',
  priceRange: 'minPrice, maxPrice से ज़्यादा नहीं हो सकता',
  daysRange: 'minDays, maxDays से ज़्यादा नहीं हो सकता',
  queryTooLong: `क्वेरी स्ट्रिंग में ज़्यादा से ज़्यादा ${searchLimits.queryMaxLength} अक्षर हो सकते हैं`,
} satisfies Record<keyof typeof searchMessages, string>;
