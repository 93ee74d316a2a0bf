/** A referral link's code is remembered until the first booking: only a code's shape, normalised; the page's own wins. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetReferral,
  REFERRAL_STORAGE_KEY,
  referralInQuery,
  rememberedReferral,
  rememberReferral,
} from '../../../site/src/lib/referral.ts';

describe('referral link memory', () => {
  beforeEach(() => localStorage.clear());

  it('reads ?ref= trimmed and in capitals, and nothing of another shape', () => {
    expect(referralInQuery('?ref=%20refk7m2qx%20')).toBe('REFK7M2QX');
    expect(referralInQuery('?x=1&ref=REF-ABC')).toBe('REF-ABC');
    expect(referralInQuery('?ref=a')).toBe('');
    expect(referralInQuery('?ref=<script>')).toBe('');
    expect(referralInQuery('')).toBe('');
  });

  it('remembers the link’s code for a later page, the page’s own ?ref= first, until it is forgotten', () => {
    rememberReferral('?ref=refk7m2qx');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('REFK7M2QX');
    expect(rememberedReferral('')).toBe('REFK7M2QX');
    expect(rememberedReferral('?ref=SAVE10')).toBe('SAVE10');
    rememberReferral('?utm=x');
    expect(rememberedReferral('')).toBe('REFK7M2QX');
    forgetReferral('OTHER-CODE');
    expect(rememberedReferral('')).toBe('REFK7M2QX');
    forgetReferral(' refk7m2qx ');
    expect(rememberedReferral('')).toBe('');
    rememberReferral('?ref=REFAAAAAA');
    forgetReferral();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a code', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'not a code!');
    expect(rememberedReferral('')).toBe('');
  });
});
