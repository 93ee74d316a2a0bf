/**
 * The shape every language's catalogue has: the English one's (en.ts). A language missing a key, or
 * giving a text where a function is wanted, is a type error; tests/site/i18n checks the same at run time.
 */
import type { en } from './en.ts';

export type Catalogue = typeof en;
