/**
 * More of the product's English messages in Hindi (api-messages.ts joins them into the one map): what the
 * reservation and waitlist forms and the custom trip request may say, from the API or from the shared rules.
 */
import {
  bookingLimits,
  bookingMessages,
  bookingTexts,
  joiningInstructionsMax,
  messages,
  pricingMessages,
  travellerReviewMessages,
  waitlistLimits,
  waitlistMessages,
} from '@travel/server/domain';
import { amountTwoDecimalsHi, paymentMethodHi } from './api-errors-hi-money.ts';

type Texts<T> = Partial<Record<keyof T, string>>;

export const hindiBooking = {
  notEnoughSeats: 'इतनी सीटें बाक़ी नहीं हैं',
  departureNotOpen: 'यह रवानगी बुकिंग के लिए खुली नहीं है',
  paymentNotVerified: 'भुगतान की पुष्टि नहीं हो सकी',
  nothingDue: 'इस बुकिंग पर कुछ भी बाक़ी नहीं है',
  onlyPendingCanBeCancelled: 'सिर्फ़ भुगतान की राह देखती बुकिंग रद्द की जा सकती है',
  bookingNotFound: 'बुकिंग नहीं मिली',
  departureNotFound: 'रवानगी नहीं मिली',
  paymentProviderUnavailable: 'भुगतान सेवा जवाब नहीं दे रही। आपकी सीटें रोकी गई हैं; कृपया कुछ मिनट बाद फिर कोशिश करें।',
  adultsRange: `वयस्कों की संख्या पूरी संख्या होनी चाहिए, कम से कम ${bookingLimits.adultsMin}`,
  kidsRange: `बच्चों की संख्या पूरी संख्या होनी चाहिए, ${bookingLimits.kidsMin} या उससे ज़्यादा`,
  travellersCount: 'हर यात्री का एक नाम दें',
  travellerNameRequired: 'हर यात्री का नाम ज़रूरी है',
  travellerNameTooLong: `यात्रियों के नाम ज़्यादा से ज़्यादा ${bookingLimits.travellerNameMax} अक्षरों के हो सकते हैं`,
  notesTooLong: `टिप्पणी ज़्यादा से ज़्यादा ${bookingLimits.notesMax} अक्षरों की हो सकती है`,
  bookingCancelled: 'यह बुकिंग रद्द हो चुकी है',
  billingStateInvalid: 'कृपया सही राज्य चुनें (दो अंकों का GST राज्य कोड)',
  gstinInvalid: 'कृपया सही GSTIN डालें',
  billingNameTooLong: `कंपनी का नाम ज़्यादा से ज़्यादा ${bookingLimits.billingNameMax} अक्षरों का हो सकता है`,
  languageInvalid: 'भाषा en या hi होनी चाहिए',
  // The back office's departures and offline payments.
  departureHasBookings: 'इस रवानगी में बुकिंग हैं: इसे हटाने के बजाय रद्द करें',
  seatsBelowTaken: 'सीटें पहले से ली गई सीटों से कम नहीं हो सकतीं',
  departureCreated: 'रवानगी बन गई!',
  departureUpdated: 'रवानगी अपडेट हो गई!',
  departureDeleted: 'रवानगी हटा दी गई!',
  bookingsBusy: 'एक साथ बहुत ज़्यादा बुकिंग हो रही हैं। कृपया थोड़ी देर में फिर कोशिश करें।',
  requestAbandoned: 'सीटें लेने से पहले ही अनुरोध ख़त्म हो गया',
  webhookSignatureInvalid: 'webhook का हस्ताक्षर सही नहीं है',
  tripRequired: 'यात्रा ज़रूरी है',
  departureRequired: 'रवानगी ज़रूरी है',
  departureStartRequired: 'शुरुआत की तारीख़ ज़रूरी है',
  departureInPast: 'रवानगी की तारीख़ बीते दिन की नहीं हो सकती',
  seatsTotalRange: `सीटों की संख्या ${bookingLimits.seatsTotalMin} से ${bookingLimits.seatsTotalMax} तक की पूरी संख्या होनी चाहिए`,
  pricePerPersonInvalid: 'प्रति व्यक्ति क़ीमत 0 से ज़्यादा होनी चाहिए',
  kidPricePerPersonInvalid: 'बच्चे की प्रति व्यक्ति क़ीमत 0 से ज़्यादा होनी चाहिए',
  depositPerPersonInvalid: 'प्रति व्यक्ति अग्रिम राशि 0 या उससे ज़्यादा होनी चाहिए, और क़ीमत से ज़्यादा नहीं',
  departureStatusInvalid: 'स्थिति open, closed या cancelled होनी चाहिए',
  whatsappOptInInvalid: 'whatsappOptIn में true या false होना चाहिए',
  joiningInstructionsTooLong: `जुड़ने के निर्देश ज़्यादा से ज़्यादा ${joiningInstructionsMax} अक्षरों के हो सकते हैं`,
  paymentAmountInvalid: amountTwoDecimalsHi,
  paymentMethodInvalid: paymentMethodHi,
  paymentReferenceTooLong: `रेफ़रेंस ज़्यादा से ज़्यादा ${bookingLimits.paymentReferenceMax} अक्षरों का हो सकता है`,
  bookingStatusChangeInvalid: 'बुकिंग को सिर्फ़ cancelled में बदला जा सकता है',
  paymentDateInvalid: 'भुगतान का समय एक तारीख़ और समय होना चाहिए',
  paymentAboveBalance: 'राशि बाक़ी रक़म से ज़्यादा नहीं हो सकती',
} satisfies Texts<typeof bookingMessages>;

/** Texts the payment step says (lib/pay-booking.ts) when the payment window fails or is closed. */
export const hindiPayment = {
  checkoutUnavailable: 'भुगतान विंडो नहीं खुल सकी। अपना इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें; आपकी सीटें रुकी रहेंगी।',
  checkoutClosed: 'भुगतान विंडो बंद कर दी गई और कोई पैसा नहीं कटा। तैयार हों तो बटन फिर दबाएँ।',
} satisfies Texts<typeof bookingTexts>;

export const hindiWaitlist = {
  seatsStillAvailable: 'सीटें अभी बाक़ी हैं: उन्हें बुक कर लीजिए',
  seatsRange: `सीटों की संख्या ${waitlistLimits.seatsMin} से ${waitlistLimits.seatsMax} तक की पूरी संख्या होनी चाहिए`,
  entryNotFound: 'प्रतीक्षा सूची में यह नाम नहीं मिला',
  positionInvalid: 'क्रम कम से कम 1 की पूरी संख्या होना चाहिए',
  onlyWaitingMoves: 'कतार में सिर्फ़ प्रतीक्षा कर रही एंट्री आगे-पीछे की जा सकती है',
} satisfies Texts<typeof waitlistMessages>;

/** The custom trip request's messages (domain messages.ts), shown in its popups. */
export const hindiCustomization = {
  requiredFieldMissingTitle: 'ज़रूरी जानकारी छूट गई',
  preferredPlaceRequired: 'कृपया अपनी पसंद का गंतव्य लिखें।',
  membersMinimum: 'कृपया सदस्यों की संख्या लिखें (कम से कम 1)।',
  startDateRequired: 'कृपया शुरुआत की तारीख़ चुनें।',
  endDateRequired: 'कृपया वापसी की तारीख़ चुनें।',
  invalidDateRangeTitle: 'तारीख़ें सही नहीं हैं',
  customizationEndAfterStart: 'वापसी की तारीख़ शुरुआत की तारीख़ के बाद होनी चाहिए।',
  customizationFailed: 'आपका अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  customizationSentTitle: 'अनुरोध भेज दिया गया!',
  customizationSentText: 'हमारे यात्रा विशेषज्ञ जल्द ही आपसे संपर्क करेंगे।',
  membersRange: 'सदस्यों की संख्या 1 से 50 के बीच होनी चाहिए।',
  adultsRange: 'वयस्कों की संख्या 0 से 50 के बीच होनी चाहिए।',
  kidsRange: 'बच्चों की संख्या 0 से 20 के बीच होनी चाहिए।',
  tripTypeInvalid: 'कृपया सूची में से यात्रा का प्रकार चुनें।',
  numberOutOfRangeTitle: 'संख्या सीमा से बाहर',
  invalidDateTitle: 'तारीख़ सही नहीं है',
  customizationStartInPast: 'शुरुआत की तारीख़ बीते दिन की नहीं हो सकती। आज या उसके बाद की तारीख़ चुनें।',
} satisfies Texts<typeof messages>;

/** Why a booking may not be reviewed, and what the review form's checks say. */
export const hindiReview = {
  alreadyReviewed: 'आप इस बुकिंग की समीक्षा पहले ही कर चुके हैं',
  beforeStart: 'यात्रा शुरू होने के बाद आप इसकी समीक्षा कर सकेंगे',
  notReviewable: 'सिर्फ़ पक्की या पूरी चुकाई गई बुकिंग की समीक्षा हो सकती है',
  mediaNotUploaded: 'तस्वीरें और वीडियो इसी पेज से अपलोड होने चाहिए',
  statusInvalid: 'स्थिति pending या published होनी चाहिए',
} satisfies Texts<typeof travellerReviewMessages>;

export const hindiReviewForm = {
  reviewTextRequired: 'समीक्षा लिखना ज़रूरी है',
  ratingRange: 'कृपया 1 से 5 के बीच रेटिंग चुनें',
  bothImagesAndVideo: 'तस्वीरें और वीडियो दोनों एक साथ अपलोड नहीं हो सकते। ज़्यादा से ज़्यादा 3 तस्वीरें या 1 वीडियो चुनें।',
} satisfies Texts<typeof messages>;

export const hindiPricing = {
  codeCannotBeUsed: 'यह कोड इस्तेमाल नहीं किया जा सकता',
  quoteInvalid: 'कृपया रवानगी और कम से कम 1 वयस्क चुनें',
} satisfies Texts<typeof pricingMessages>;

/** The English texts the custom trip request may show: its checks' titles and texts, sent and failed. */
export const customizationMessageTexts: string[] = Object.keys(hindiCustomization).map(
  (key) => messages[key as keyof typeof hindiCustomization],
);
