import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from '../../../site/src/lib/safe-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('reads, writes and removes text and JSON in the browser storage', () => {
    localStore.set('a', '1');
    expect(localStorage.getItem('a')).toBe('1');
    sessionStore.setJson('b', { n: 2 });
    expect(sessionStore.getJson('b')).toEqual({ n: 2 });
    sessionStore.remove('b');
    expect(sessionStore.get('b')).toBeNull();
  });

  it('reads unreadable JSON as null', () => {
    localStorage.setItem('broken', '{not json');
    expect(localStore.getJson('broken')).toBeNull();
  });

  it('never throws where storage is blocked, full or missing', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', blocked);
    expect(sessionStore.get('a')).toBeNull();
    expect(() => sessionStore.set('a', '1')).not.toThrow();
    expect(() => sessionStore.remove('a')).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(localStore.getJson('a')).toBeNull();
    expect(() => localStore.setJson('a', 1)).not.toThrow();
  });
});
