import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from '../../../site/src/lib/return-target.ts';

describe('return target after sign-in (issue 12 item 3)', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/trip/abc')).toBe('/trip/abc');
    expect(safeReturnPath('/trip/abc?x=1#top')).toBe('/trip/abc?x=1#top');
  });

  it.each([null, '', 'trip/abc', 'https://evil.example/trip', '//evil.example/x', '/\\evil.example', '/\\/evil', 'javascript:alert(1)', '/login', '/signup?x', '/admin/login', '/%0d/x\u0007'])(
    'falls back to /trips for %s',
    (raw) => expect(safeReturnPath(raw)).toBe('/trips'),
  );

  it('builds /login with returnTo only when there is somewhere to return to', () => {
    expect(loginPathReturningTo('/trip/abc')).toBe('/login?returnTo=%2Ftrip%2Fabc');
    expect(loginPathReturningTo(null)).toBe('/login');
    expect(loginPathReturningTo('https://evil.example')).toBe('/login');
  });
});
