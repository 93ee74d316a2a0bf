/**
 * docs/product.md#rules file upload checks: file types by extension and MIME type, sizes, counts per field.
 * The admin forms run them on selected files; the server runs them on every upload request.
 */
import { formatFileSize } from './format.ts';
import { limits } from './limits.ts';
import { checkImagesOrVideo } from './media-rules.ts';
import {
  imageTooLarge,
  invalidFileTypeAccepted,
  invalidFileTypeAllowed,
  maxFilesAllowed,
  messages,
  pdfTooLarge,
  tooManyImages,
  videoTooLarge,
} from './messages.ts';

export type MediaKind = 'image' | 'video' | 'pdf';

/** Extension → canonical MIME type and kind. */
export const fileTypes: Record<string, { mime: string; kind: MediaKind; label: string }> = {
  jpg: { mime: 'image/jpeg', kind: 'image', label: 'JPG' },
  jpeg: { mime: 'image/jpeg', kind: 'image', label: 'JPG' },
  png: { mime: 'image/png', kind: 'image', label: 'PNG' },
  gif: { mime: 'image/gif', kind: 'image', label: 'GIF' },
  webp: { mime: 'image/webp', kind: 'image', label: 'WebP' },
  heic: { mime: 'image/heic', kind: 'image', label: 'HEIC' },
  mp4: { mime: 'video/mp4', kind: 'video', label: 'MP4' },
  mov: { mime: 'video/quicktime', kind: 'video', label: 'MOV' },
  avi: { mime: 'video/x-msvideo', kind: 'video', label: 'AVI' },
  wmv: { mime: 'video/x-ms-wmv', kind: 'video', label: 'WMV' },
  flv: { mime: 'video/x-flv', kind: 'video', label: 'FLV' },
  webm: { mime: 'video/webm', kind: 'video', label: 'WebM' },
  pdf: { mime: 'application/pdf', kind: 'pdf', label: 'PDF' },
};

/** Other MIME names browsers and phones give the same formats. */
const mimeAliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heif': 'image/heic',
  'video/avi': 'video/x-msvideo',
  'video/msvideo': 'video/x-msvideo',
  'video/x-flv': 'video/x-flv',
  'application/x-pdf': 'application/pdf',
};

export const IMAGE_TYPES_TEXT = 'JPG, PNG, GIF, WebP, HEIC';
export const VIDEO_TYPES_TEXT = 'MP4, MOV, AVI, WMV, FLV, WebM';
export const ALLOWED_TYPES_TEXT = `${IMAGE_TYPES_TEXT}, ${VIDEO_TYPES_TEXT}, PDF`;

export const extensionOf = (fileName: string): string => {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? match[1].toLowerCase() : '';
};

/** docs/product.md#rules: media type by extension (images jpg, jpeg, png, gif, webp; videos mp4, avi, mov, wmv, flv, webm). */
export function mediaTypeOf(url: string | null | undefined): 'image' | 'video' | 'unknown' {
  const ext = extensionOf((url ?? '').split(/[?#]/)[0]);
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  if (['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm'].includes(ext)) return 'video';
  return 'unknown';
}

/** Widths the site asks for (srcset) and the server makes of uploaded images, as WebP; 720 fits a 412 px phone at 1.75 DPR. */
export const resizedImageWidths = [320, 480, 640, 720, 960, 1280] as const;

export const normalizeMime = (mime: string): string => {
  const lower = mime.trim().toLowerCase().split(';')[0];
  return mimeAliases[lower] ?? lower;
};

/** Which upload field a file is for, and what it accepts. */
export type UploadField = 'tripImages' | 'tripVideo' | 'tripItinerary' | 'reviewMedia';

export const uploadFields: Record<UploadField, { accepts: MediaKind[]; maxFiles: number; acceptedText: string; acceptAttr: string }> = {
  tripImages: { accepts: ['image'], maxFiles: limits.tripImagesMax, acceptedText: IMAGE_TYPES_TEXT, acceptAttr: 'image/*,.heic' },
  tripVideo: { accepts: ['video'], maxFiles: 1, acceptedText: VIDEO_TYPES_TEXT, acceptAttr: 'video/*' },
  tripItinerary: { accepts: ['pdf'], maxFiles: 1, acceptedText: 'PDF', acceptAttr: 'application/pdf,.pdf' },
  reviewMedia: {
    accepts: ['image', 'video'],
    maxFiles: limits.reviewImagesMax,
    acceptedText: `${IMAGE_TYPES_TEXT}, ${VIDEO_TYPES_TEXT}`,
    acceptAttr: 'image/*,video/*,.heic',
  },
};

export interface FileDescription {
  name: string;
  type: string;
  size: number;
}

/**
 * The generic check of one file (docs/product.md#rules): an allowed type whose extension and MIME type agree,
 * within its kind's size. Returns the kind, or the error message.
 */
export function checkFile(file: FileDescription): { kind: MediaKind; mime: string } | { error: string } {
  const entry = fileTypes[extensionOf(file.name)];
  const mime = normalizeMime(file.type || '');
  // Some phones send no MIME type or a generic one: the extension decides then.
  const mimeAgrees = !mime || mime === 'application/octet-stream' || (entry && mime === entry.mime);
  if (!entry || !mimeAgrees) return { error: invalidFileTypeAllowed(ALLOWED_TYPES_TEXT) };
  if (!Number.isFinite(file.size) || file.size <= 0) return { error: messages.invalidRequest };
  if (entry.kind === 'image' && file.size > limits.imageMaxBytes) return { error: imageTooLarge(formatFileSize(file.size)) };
  if (entry.kind === 'video' && file.size > limits.videoMaxBytes) return { error: videoTooLarge(formatFileSize(file.size)) };
  if (entry.kind === 'pdf' && file.size > limits.pdfMaxBytes) return { error: pdfTooLarge(formatFileSize(file.size)) };
  return { kind: entry.kind, mime: entry.mime };
}

/**
 * All of the product's (docs/product.md#rules) checks for the files chosen in one form field, counting those already
 * uploaded (`existing`). Returns the first error, or null.
 */
export function checkFieldFiles(
  field: UploadField,
  files: FileDescription[],
  existing: { images?: number; videos?: number } = {},
): string | null {
  const spec = uploadFields[field];
  let images = existing.images ?? 0;
  let videos = existing.videos ?? 0;
  for (const file of files) {
    const entry = fileTypes[extensionOf(file.name)];
    if (!entry || !spec.accepts.includes(entry.kind)) return invalidFileTypeAccepted(spec.acceptedText);
    const result = checkFile(file);
    if ('error' in result) return result.error;
    if (result.kind === 'image') images += 1;
    if (result.kind === 'video') videos += 1;
  }
  if (field === 'reviewMedia') {
    const mixed = checkImagesOrVideo({ images, videos });
    if (mixed) return mixed;
    if (images > limits.reviewImagesMax) return tooManyImages(images, limits.reviewImagesMax);
    if (videos > limits.reviewVideosMax) return maxFilesAllowed(limits.reviewVideosMax);
    return null;
  }
  if (field === 'tripImages' && images > limits.tripImagesMax) return tooManyImages(images, limits.tripImagesMax);
  const total = images + videos + (field === 'tripItinerary' ? files.length : 0);
  return total > spec.maxFiles ? maxFilesAllowed(spec.maxFiles) : null;
}

/**
 * A readable, safe file-name stem from a place or an original file name (uploads and the
 * itinerary download keep a name people recognise): 'Spiti Valley!' → 'spiti-valley'. Only a-z,
 * 0-9 and single dashes; accents dropped; at most 60 characters; 'file' when nothing is left.
 */
export function fileNameStem(text: string | null | undefined): string {
  const stem = String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'file';
}

/** The original name without its extension or folders: 'C:\\trips\\Goa beach.JPG' → 'Goa beach'. */
export const baseNameOf = (fileName: string): string => {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};
