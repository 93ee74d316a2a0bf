/** A phone's width as MUI's media queries see it in happy-dom: max-width queries up to 599.95px match. */
import { vi } from 'vitest';

export const stubPhoneWidth = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width:\s*599\.95px/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
