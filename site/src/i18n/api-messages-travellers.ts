/**
 * "Everyone on the trip"'s messages (domain/travellers.ts travellerMessages) in Hindi, for api-messages.ts's one map. The
 * minimum age's message carries the trip's age: the form says it with travellers-hi's `underMinAge`.
 */
import { travellerLimits, travellerMessages } from '@travel/server/domain';
import { refundToHi } from './api-errors-hi-money.ts';

export const hindiTravellers = {
  aadhaarInvalid: 'कृपया सही आधार नंबर डालें',
  panInvalid: 'कृपया सही PAN डालें',
  passportInvalid: 'कृपया सही पासपोर्ट नंबर डालें',
  drivingLicenceInvalid: 'कृपया सही ड्राइविंग लाइसेंस नंबर डालें',
  voterIdInvalid: 'कृपया सही वोटर आईडी डालें',
  dateOfBirthInPast: 'कृपया बीती हुई जन्म तिथि डालें',
  signatureMismatch: 'हस्ताक्षर के लिए अपना पूरा नाम वैसे ही लिखें जैसा ऊपर लिखा है',
  placeTaken: 'यह जगह पहले ही ली जा चुकी है',
  tooLateToChange: 'इस बुकिंग के यात्री अब बदले नहीं जा सकते',
  tooLateToMove: 'यह बुकिंग अब दूसरे प्रस्थान पर नहीं ले जाई जा सकती',
  travellerNotFound: 'यात्री नहीं मिला',
  invitationNotFound: 'यह न्योता मान्य नहीं है या इसकी समय-सीमा ख़त्म हो गई है',
  nameRequired: 'कृपया यात्री का पूरा नाम डालें',
  genderInvalid: 'कृपया महिला, पुरुष या अन्य चुनें',
  dateOfBirthRequired: 'कृपया जन्म तिथि डालें',
  mobileInvalid: 'कृपया सही मोबाइल नंबर डालें',
  emergencyContactRequired: 'कृपया आपातकालीन संपर्क का नाम, रिश्ता और मोबाइल नंबर दें',
  idNumberRequired: 'कृपया पहचान पत्र का नंबर डालें',
  consentNotAllowed: 'इस जगह के लिए सिर्फ़ यही यात्री हस्ताक्षर कर सकते हैं',
  fitnessProofFileInvalid: 'कृपया JPEG, PNG या PDF फ़ाइल अपलोड करें',
  fitnessProofTooLarge: 'फ़ाइल 5 MB या उससे छोटी होनी चाहिए',
  leadOnly: 'यह सिर्फ़ मुख्य यात्री कर सकते हैं',
  cannotReplaceLead: 'मुख्य यात्री की जगह नहीं बदली जा सकती',
  fitnessFileRequired: 'कृपया अपलोड के लिए फ़ाइल चुनें',
  shiftDepartureInvalid: 'कृपया इसी ट्रिप का कोई दूसरा खुला प्रस्थान चुनें',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${travellerLimits.nameMax} अक्षरों का हो सकता है`,
  idTypeInvalid: 'कृपया पहचान पत्र का प्रकार चुनें: aadhaar, passport, driving_licence, voter_id या pan',
  medicalNotesTooLong: `मेडिकल नोट्स ज़्यादा से ज़्यादा ${travellerLimits.medicalNotesMax} अक्षरों के हो सकते हैं`,
  dietaryTooLong: `खान-पान की ज़रूरतें ज़्यादा से ज़्यादा ${travellerLimits.dietaryMax} अक्षरों की हो सकती हैं`,
  requirementsInvalid: 'ज़रूरतों में idProof और fitnessProof (true या false), minAge (0 से 100 या ख़ाली) और छूट-पत्र का पाठ होना चाहिए',
  fitnessNotAsked: 'इस यात्रा के लिए फ़िटनेस प्रमाण नहीं माँगा जाता',
  fitnessReviewInvalid: 'स्थिति approved या rejected होनी चाहिए',
  fitnessReasonRequired: 'कृपया अस्वीकार करने का कारण बताएँ',
  fitnessProofMissing: 'इस यात्री का कोई फ़िटनेस प्रमाण अपलोड नहीं हुआ है',
  shiftRefundToInvalid: refundToHi,
} satisfies Partial<Record<keyof typeof travellerMessages, string>>;
