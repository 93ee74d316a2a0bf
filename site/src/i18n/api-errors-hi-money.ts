/**
 * The Hindi error catalogue's money parts (api-errors-hi.ts): cancellations, refunds and vouchers, payment
 * plans and reminders, split payments, coupons and discounts, and the accounting documents.
 */
import { cancellationLimits, documentTypes, gstRates, paymentPlanLimits, paymentReminderIntervalMinutes } from '@travel/server/domain';
import type { ErrorCatalogueTexts } from '@travel/server/domain';

type Rest<N extends keyof ErrorCatalogueTexts> = Partial<ErrorCatalogueTexts[N]>;

/** Said the same way by the booking, refund and voucher forms (api-messages-more.ts's hindiBooking too). */
export const amountTwoDecimalsHi = 'राशि 0 से ज़्यादा होनी चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा दो अंकों के साथ';
export const paymentMethodHi = 'तरीक़ा upi, bank_transfer, cash या card में से एक होना चाहिए';
export const refundToHi = 'रिफ़ंड original या voucher में जाना चाहिए';

export const hindiCancellation = {
  policyInvalid:
    `रद्द करने की नीति में ज़्यादा से ज़्यादा ${cancellationLimits.tiersMax} स्तर हो सकते हैं, हर एक में शुरुआत से पहले के दिन ` +
    `(0 से ${cancellationLimits.daysBeforeMax} तक की पूरी संख्या, हर संख्या एक बार) और रोका जाने वाला प्रतिशत (0 से 100 तक की पूरी संख्या)`,
  gstRateInvalid: `GST दर ${gstRates.join(', ')} में से एक होनी चाहिए`,
  balanceDueDaysInvalid: 'बाक़ी रक़म के दिन 0 से 365 तक की पूरी संख्या होने चाहिए',
  cannotBeCancelled: 'यह बुकिंग अब रद्द नहीं की जा सकती',
  refundToInvalid: refundToHi,
  adminRefundToInvalid: 'रिफ़ंड original, voucher या none में जाना चाहिए',
  cancelAmountInvalid: 'राशि 0 या उससे ज़्यादा होनी चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा दो अंकों के साथ',
  cancelAmountAbovePaid: 'राशि, चुकाई गई रक़म में से लौटाई गई रक़म घटाकर बची रक़म से ज़्यादा नहीं हो सकती',
  reasonTooLong: `कारण ${cancellationLimits.reasonMax} अक्षरों या उससे कम का होना चाहिए`,
  refundAbovePaid: 'रिफ़ंड चुकाई गई रक़म से ज़्यादा है',
  refundAmountInvalid: amountTwoDecimalsHi,
  refundMethodInvalid: paymentMethodHi,
  voucherCannotBeUsed: 'यह वाउचर इस्तेमाल नहीं किया जा सकता',
  voucherNotFound: 'वाउचर नहीं मिला',
  voucherStatusChangeInvalid: 'वाउचर को सिर्फ़ void में बदला जा सकता है',
  voucherAmountInvalid: amountTwoDecimalsHi,
  voucherUserRequired: 'यात्री ज़रूरी है',
  voucherUserNotFound: 'यात्री नहीं मिला',
  voucherExpiryInvalid: 'समाप्ति का समय आगे की कोई तारीख़ और समय होना चाहिए',
} satisfies Rest<'cancellation'>;

export const hindiPaymentPlan = {
  planInvalid: `भुगतान योजना 1 से ${paymentPlanLimits.stepsMax} भुगतानों की सूची होनी चाहिए, हर एक में daysBefore और percent के साथ`,
  firstAtBooking: 'योजना का पहला भुगतान बुकिंग के समय होता है: उसका daysBefore null होना चाहिए',
  daysBeforeInvalid: `हर बाद वाले भुगतान में daysBefore ज़रूरी है: 1 से ${paymentPlanLimits.daysBeforeMax} तक दिनों की पूरी संख्या`,
  percentInvalid: 'हर प्रतिशत 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 होना चाहिए, दशमलव के बाद ज़्यादा से ज़्यादा दो अंकों के साथ',
  percentsTotal: 'भुगतान योजना के प्रतिशतों का जोड़ 100 होना चाहिए',
  datesInOrder: 'भुगतान योजना की तारीख़ें क्रम में होनी चाहिए: हर भुगतान शुरुआत से पिछले भुगतान के मुक़ाबले कम दिन पहले हो',
  title: 'भुगतान योजना',
  help: 'ख़ाली छोड़ने पर: बुकिंग के समय अग्रिम राशि, और बाक़ी रक़म उसकी आख़िरी तारीख़ तक।',
  whenColumn: 'शुरुआत से कितने दिन पहले',
  percentColumn: 'प्रतिशत',
  atBooking: 'बुकिंग के समय',
  addStep: 'भुगतान जोड़ें',
  removeStep: 'भुगतान हटाएँ',
  removeColumn: 'हटाएँ',
  schedule: 'भुगतान की किस्तें',
} satisfies Rest<'paymentPlan'>;

export const hindiPaymentReminder = {
  sent: 'भुगतान का रिमाइंडर भेज दिया गया',
  tooSoon: `इस बुकिंग के लिए भुगतान का रिमाइंडर ${paymentReminderIntervalMinutes} मिनट से कम समय पहले भेजा गया था`,
} satisfies Rest<'paymentReminder'>;

/** A booking split so that each adult pays their own share. */
export const hindiShare = {
  alreadyPaid: 'इस बुकिंग पर भुगतान हो चुका है: अब इसे बाँटा नहीं जा सकता',
  alreadySplit: 'यह बुकिंग पहले ही हिस्सों में बँट चुकी है',
  notSplit: 'यह बुकिंग हिस्सों में बँटी नहीं है',
  leadOnly: 'यह सिर्फ़ बुकिंग करने वाले व्यक्ति कर सकते हैं',
  shareNotFound: 'हिस्सा नहीं मिला',
  payLinkNotFound: 'यह भुगतान लिंक मान्य नहीं है या इसका भुगतान हो चुका है',
  splitInvalid: 'split में true या false होना चाहिए',
  nothingDue: 'इस हिस्से पर कुछ भी बाक़ी नहीं है',
} satisfies Rest<'share'>;

/** Coupons and discounts as the back office sets them. */
export const hindiPricingMore = {
  couponCodeInvalid: 'कोड 4 से 20 अक्षरों, अंकों या हाइफ़न (-) का होना चाहिए',
  couponCodeTaken: 'इस कोड का कूपन पहले से मौजूद है',
  couponKindInvalid: 'प्रकार percent या flat होना चाहिए',
  couponPercentInvalid: 'प्रतिशत वाला कूपन 1 से 100 तक की पूरी संख्या होना चाहिए',
  couponFlatInvalid: 'तय छूट वाला कूपन 0 से ज़्यादा रुपयों की राशि होना चाहिए',
  couponTripIdsInvalid: 'यात्राएँ, यात्रा आईडी की सूची होनी चाहिए',
  couponValidFromInvalid: '"कब से मान्य" एक तारीख़ (YYYY-MM-DD) होनी चाहिए',
  couponValidUntilInvalid: '"कब तक मान्य" एक तारीख़ (YYYY-MM-DD) होनी चाहिए, "कब से मान्य" के दिन या उसके बाद की',
  couponMaxUsesInvalid: 'इस्तेमाल की सीमा कम से कम 1 की पूरी संख्या होनी चाहिए',
  couponMaxUsesPerTravellerInvalid: 'हर यात्री के लिए इस्तेमाल की सीमा कम से कम 1 की पूरी संख्या होनी चाहिए',
  couponMinSeatsInvalid: 'कम से कम सीटों की संख्या 1 या उससे ज़्यादा की पूरी संख्या होनी चाहिए',
  couponStatusInvalid: 'स्थिति active या disabled होनी चाहिए',
  couponNotFound: 'कूपन नहीं मिला',
  earlyBirdInvalid: 'अर्ली बर्ड छूट के लिए शुरुआत से पहले के दिन (0 से 365) और प्रतिशत (1 से 90) ज़रूरी हैं',
  groupDiscountInvalid: 'ग्रुप छूट के हर स्तर में कम से कम सीटें (2 से 500) और प्रतिशत (1 से 90) ज़रूरी हैं, हर न्यूनतम संख्या एक बार',
} satisfies Rest<'pricing'>;

/** The accounting documents' list and the GST report (their query parameters keep their names). */
export const hindiDocument = {
  documentNotFound: 'दस्तावेज़ नहीं मिला',
  monthInvalid: 'month एक महीना होना चाहिए, YYYY-MM के रूप में, जैसे 2026-11',
  monthRequired: 'month ज़रूरी है, YYYY-MM के रूप में, जैसे 2026-11',
  typeInvalid: `type इनमें से एक होना चाहिए: ${documentTypes.join(', ')}`,
  overdueInvalid: 'overdue में true या false होना चाहिए',
} satisfies Rest<'document'>;
