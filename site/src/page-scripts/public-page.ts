/**
 * Every public page (layouts/PublicLayout.astro): a visitor's click goes to /login, the static buttons act
 * (lib/page-actions.ts), the floating buttons step aside for trip cards, a stale sign-in return target is dropped and a
 * referral link's code is remembered (lib/referral.ts);
 * then a click held before all this listened is made again (lib/early-click-hold.ts).
 */
import { installVisitorClickBlock } from '../lib/visitor-click-block.ts';
import { installPageActions } from '../lib/page-actions.ts';
import { installFloatingButtonsAside } from '../lib/floating-buttons.ts';
import { forgetReturnPath } from '../lib/return-target.ts';
import { REFERRAL_QUERY_PARAM } from '@travel/server/domain';
import { releaseHeldClick } from '../lib/early-click-hold.ts';
import { definePageScript } from './define.ts';

export default definePageScript(() => {
  try {
    forgetReturnPath();
    // The code's rule (domain pricing.ts) is 3 KB every public page would load for the few visits by a referral link.
    if (new URLSearchParams(location.search).has(REFERRAL_QUERY_PARAM))
      void import('../lib/referral.ts').then(({ rememberReferral }) => rememberReferral());
    installVisitorClickBlock();
    installPageActions();
    installFloatingButtonsAside();
  } finally {
    releaseHeldClick();
  }
});
