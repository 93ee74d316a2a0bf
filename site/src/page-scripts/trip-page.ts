/** The trip page (components/TripDetail.astro): its static buttons act (lib/page-actions.ts). */
import { installPageActions } from '../lib/page-actions.ts';
import { definePageScript } from './define.ts';

export default definePageScript(() => {
  installPageActions();
});
