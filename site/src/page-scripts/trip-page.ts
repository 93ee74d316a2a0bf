/**
 * The trip page (components/TripDetail.astro): its static buttons act (lib/page-actions.ts), then a click on one of them
 * held before this listened is made again (lib/early-click-hold.ts).
 */
import { releaseHeldClick } from '../lib/early-click-hold.ts';
import { installPageActions } from '../lib/page-actions.ts';
import { definePageScript } from './define.ts';

export default definePageScript(() => {
  try {
    installPageActions();
  } finally {
    releaseHeldClick();
  }
});
