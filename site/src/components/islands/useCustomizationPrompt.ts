/**
 * docs/product.md#states: one automatic customization prompt 30 s after page load for a signed-in traveller who has
 * not opened the modal, remembered across page loads (lib/customization).
 */
import { useEffect } from 'react';
import { limits } from '@travel/server/domain';
import { $customizationModal, isCustomizationPromptDone, openCustomization } from '../../lib/customization.ts';
import { isAuthenticated } from '../../lib/session.ts';

export function useCustomizationPrompt(): void {
  useEffect(() => {
    const due = () => isAuthenticated() && !$customizationModal.get().openedOnce && !isCustomizationPromptDone();
    if (!due()) return;
    const remaining = Math.max(0, limits.customizationPromptMs - performance.now());
    const timer = window.setTimeout(() => {
      if (due()) openCustomization(null);
    }, remaining);
    const unsubscribe = $customizationModal.listen((state) => {
      if (state.openedOnce) window.clearTimeout(timer);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);
}
