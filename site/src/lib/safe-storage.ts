/**
 * Browser storage that never throws. Private modes, blocked or full storage and server rendering (no
 * window) read as empty and drop writes: what is remembered is a convenience (the session, where to
 * return, a prompt shown once, a payment handed to the next page), never a reason for an island to fail.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The stored JSON value, or null when absent or unreadable. */
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
}

function safeStorage(area: 'localStorage' | 'sessionStorage'): SafeStorage {
  // Read on every call: touching the property itself throws where storage is blocked.
  const attempt = <T>(use: (storage: Storage) => T, otherwise: T): T => {
    try {
      const storage = globalThis[area] as Storage | undefined;
      return storage ? use(storage) : otherwise;
    } catch {
      return otherwise;
    }
  };
  const get = (key: string) => attempt((storage) => storage.getItem(key), null);
  return {
    get,
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
    getJson<T>(key: string): T | null {
      const raw = get(key);
      return raw ? attempt(() => JSON.parse(raw) as T, null) : null;
    },
    setJson: (key, value) => attempt((storage) => storage.setItem(key, JSON.stringify(value)), undefined),
  };
}

export const localStore = safeStorage('localStorage');
export const sessionStore = safeStorage('sessionStorage');
