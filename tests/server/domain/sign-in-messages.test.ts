import { describe, expect, it } from 'vitest';
import { messages } from '../../../server/src/domain/index.ts';

describe('sign-in dialog messages', () => {
  it('keeps SPEC titles verbatim and gives each dialog a text of its own', () => {
    expect(messages.accountNotFoundTitle).toBe('Account Not Found');
    expect(messages.mobileAlreadyRegistered).toBe('Mobile number already registered');
    expect(messages.accountNotFoundText).toMatch(/sign up/i);
    expect(messages.mobileAlreadyRegisteredText).toMatch(/different number/i);
    expect(messages.accountNotFoundText).not.toBe(messages.mobileAlreadyRegisteredText);
  });
});
