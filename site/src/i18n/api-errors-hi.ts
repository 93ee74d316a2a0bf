/**
 * The Hindi error catalogue: a text for every code the API answers with (server/src/domain/error-codes.ts),
 * by catalogue and key. Complete by type: a message added to a domain catalogue fails the build here until
 * it has its Hindi. Messages with values (`common.tooLong`) are written with `{0}`, `{1}` for the values in
 * the order the API sends them as `params`; a count's noun follows Intl.PluralRules ('hi') through `{n|one|other}`
 * (fill-template.ts).
 */
import { customizationTypes, limits, MB } from '@travel/server/domain';
import type { ComputedErrorCode, ErrorCatalogueTexts, TemplateErrorCode } from '@travel/server/domain';
import { hindiCommon, hindiSearch } from './api-messages-common.ts';
import { hindiBooking, hindiCustomization, hindiPricing, hindiReview, hindiReviewForm, hindiWaitlist } from './api-messages-more.ts';
import { hindiTravellers } from './api-messages-travellers.ts';
import { hindiBackgroundJob, hindiCommonMore, hindiLeader, hindiStaff, hindiTravellerMessage } from './api-errors-hi-more.ts';
import {
  hindiCancellation,
  hindiDocument,
  hindiPaymentPlan,
  hindiPaymentReminder,
  hindiPricingMore,
  hindiShare,
} from './api-errors-hi-money.ts';

export const hindiErrorCatalogues = {
  common: { ...hindiCommon, ...hindiCustomization, ...hindiReviewForm, ...hindiCommonMore },
  booking: hindiBooking,
  cancellation: hindiCancellation,
  document: hindiDocument,
  leader: hindiLeader,
  paymentPlan: hindiPaymentPlan,
  paymentReminder: hindiPaymentReminder,
  pricing: { ...hindiPricing, ...hindiPricingMore },
  search: hindiSearch,
  share: hindiShare,
  staff: hindiStaff,
  traveller: hindiTravellers,
  waitlist: hindiWaitlist,
  travellerMessage: hindiTravellerMessage,
  travellerReview: hindiReview,
  backgroundJob: hindiBackgroundJob,
} satisfies ErrorCatalogueTexts;

/** Messages with values, and those made from fixed values, in Hindi. */
export const hindiErrorTemplates = {
  'common.invalidListParameter': '{0} पैरामीटर सही नहीं है',
  'common.cannotSortBy': '{0} के हिसाब से क्रम नहीं लगाया जा सकता',
  'common.customizationTypeInvalid': `अनुरोध का प्रकार ${customizationTypes.join(' या ')} होना चाहिए`,
  'common.maxFilesAllowed': 'ज़्यादा से ज़्यादा {0} {0|फ़ाइल|फ़ाइलें} चुनी जा सकती हैं',
  'common.invalidFileTypeAccepted': 'फ़ाइल का प्रकार सही नहीं है। ये प्रकार चलते हैं: {0}',
  'common.invalidFileTypeAllowed': 'फ़ाइल का प्रकार सही नहीं है। ये चलते हैं: {0}',
  'common.imageTooLarge': `तस्वीर बहुत बड़ी है: {0}। ज़्यादा से ज़्यादा ${limits.imageMaxBytes / MB}MB`,
  'common.videoTooLarge': `वीडियो बहुत बड़ा है: {0}। ज़्यादा से ज़्यादा ${limits.videoMaxBytes / MB}MB`,
  'common.pdfTooLarge': `PDF बहुत बड़ी है: {0}। ज़्यादा से ज़्यादा ${limits.pdfMaxBytes / MB}MB`,
  'common.tooLong': '{0} में ज़्यादा से ज़्यादा {1} अक्षर हो सकते हैं',
  'common.tooManyImages': 'बहुत ज़्यादा तस्वीरें: {0}। ज़्यादा से ज़्यादा {1} तस्वीरें चल सकती हैं।',
  'common.otpResendWait': 'नया OTP माँगने से पहले कृपया {0} {0|सेकंड|सेकंड} रुकें।',
  'traveller.underMinimumAge': 'यह यात्रा {0} साल और उससे ज़्यादा उम्र के यात्रियों के लिए है',
} satisfies Record<TemplateErrorCode | ComputedErrorCode, string>;
