/**
 * The progress of the uploads that run before a save, for the forms to show. A tiny external store
 * (read with useSyncExternalStore) because the data provider that uploads lives outside React.
 */
export interface UploadProgress {
  fileName: string;
  /** 1-based position of this file among the files of the save. */
  index: number;
  count: number;
  percent: number;
}

let current: UploadProgress | null = null;
const listeners = new Set<() => void>();

export const uploadProgressStore = {
  get: (): UploadProgress | null => current,
  set(progress: UploadProgress | null): void {
    current = progress;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
