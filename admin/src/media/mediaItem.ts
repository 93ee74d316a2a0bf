/**
 * What a media field of the trip and review forms holds: URLs already uploaded, or files picked
 * in this form and not yet uploaded (react-admin's `rawFile` convention). Files are uploaded
 * by the data provider just before the record is saved.
 */
import { checkFile } from '@travel/server/domain';
import type { MediaKind } from '@travel/server/domain';

export interface PendingFile {
  rawFile: File;
  /** Object URL for previews. */
  src: string;
  title: string;
}

export type MediaItem = string | PendingFile;

export const isPendingFile = (item: unknown): item is PendingFile =>
  typeof item === 'object' && item !== null && 'rawFile' in item && (item as PendingFile).rawFile instanceof Blob;

export const mediaSrc = (item: MediaItem): string => (typeof item === 'string' ? item : item.src);
export const mediaTitle = (item: MediaItem): string =>
  typeof item === 'string' ? decodeURIComponent(item.split(/[?#]/)[0].split('/').pop() ?? item) : item.title;

export function pendingFile(file: File): PendingFile {
  return { rawFile: file, src: URL.createObjectURL(file), title: file.name };
}

/** The kind of a picked file by the product's (docs/product.md#rules) rules; null when it is not an accepted type. */
export function kindOfFile(file: File): MediaKind | null {
  const result = checkFile({ name: file.name, type: file.type, size: file.size || 1 });
  return 'kind' in result ? result.kind : null;
}
