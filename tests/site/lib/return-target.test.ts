import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, loginPathReturningTo, safeReturnPath, takeReturnPath } from '../../../site/src/lib/return-target.ts';

describe('return target after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/trip/abc')).toBe('/trip/abc');
    expect(safeReturnPath('/trip/abc?x=1#top')).toBe('/trip/abc?x=1#top');
  });

  it.each([
    null,
    '',
    'trip/abc',
    'https://evil.example/trip',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil',
    'javascript:alert(1)',
    '/login',
    '/signup?x',
    '/admin/login',
    '/%0d/x\u0007',
  ])('falls back to /trips for %s', (raw) => expect(safeReturnPath(raw)).toBe('/trips'));

  it('remembers the trip for plain /login, and gives it back once', () => {
    expect(loginPathReturningTo('/trip/abc')).toBe('/login');
    expect(takeReturnPath(null)).toBe('/trip/abc');
    expect(takeReturnPath(null)).toBe('/trips');
  });

  it('prefers a same-site ?returnTo, and never follows one to another site', () => {
    loginPathReturningTo('/trip/abc');
    expect(takeReturnPath('/trip/xyz')).toBe('/trip/xyz');
    loginPathReturningTo('/trip/abc');
    expect(takeReturnPath('https://evil.example')).toBe('/trip/abc');
    sessionStorage.setItem('returnTo', '//evil.example');
    expect(takeReturnPath(null)).toBe('/trips');
  });

  it('forgets the trip when the visitor is back on the landing page', () => {
    loginPathReturningTo('/trip/abc');
    forgetReturnPath();
    expect(takeReturnPath(null)).toBe('/trips');
  });
});
