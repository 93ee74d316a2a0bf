/** react-admin's default English provider, with our words (en.ts) looked up first. */
import { defaultI18nProvider } from 'react-admin';
import type { I18nProvider } from 'react-admin';
import { en } from './en.ts';

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => en[key] ?? defaultI18nProvider.translate(key, options),
};
