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
import { rememberReferral } from '../lib/referral.ts';
import { releaseHeldClick } from '../lib/early-click-hold.ts';
import { definePageScript } from './define.ts';

export default definePageScript(() => {
  try {
    forgetReturnPath();
    rememberReferral();
    installVisitorClickBlock();
    installPageActions();
    installFloatingButtonsAside();
  } finally {
    releaseHeldClick();
  }
});
