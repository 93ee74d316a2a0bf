/**
 * Resized WebP variants of uploaded images, for the site's srcset (/media/<width>/uploads/<key>):
 * the same bytes whichever storage holds the original, so a phone gets a screen-sized image on a
 * single server and on replicas over S3 alike.
 *
 * A variant is made once from the original and kept in memory (bounded). Where the storage can
 * keep variants for everyone (S3: beside the original, under variantKey), it is stored there too,
 * so every replica and a CDN share one copy and a large original is read and resized once.
 */
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { mediaTypeOf, resizedImageWidths } from '../../domain/index.ts';
import type { Config } from '../../config.ts';
import { isSafeKey } from './storage/upload-storage.ts';
import { s3PublicBase } from './storage/s3-address.ts';

/** What the variants need from the storage that holds the uploads. */
export interface VariantSource {
  /** The uploaded file: a local path (read by the resizer as it goes) or its bytes; null when there is none. */
  readOriginal(key: string): Promise<Buffer | string | null>;
  /** Variants kept for every replica (S3); null: each process keeps its own, in memory. */
  readonly sharedVariants: SharedVariants | null;
}

export interface SharedVariants {
  read(variantKey: string): Promise<Buffer | null>;
  write(variantKey: string, image: Buffer): Promise<void>;
}

export interface MediaVariants {
  /** The WebP of this upload at this width, or null when it is not a resizable upload of ours. */
  get(key: string, width: number): Promise<Buffer | null>;
}

export interface MediaVariantOptions {
  /** Memory for variants in this process; the oldest go first. */
  cacheBytes?: number;
  /**
   * Resizes at once (1 unless said): originals may be tens of megabytes, so memory stays bounded under a burst. A
   * second one at once added ~9 MB to the server's high-water mark while a phone's first landing was resized (bench).
   */
  concurrency?: number;
}

/** Where a variant of an upload is kept: beside the original, never a name an upload can have. */
export const variantKey = (key: string, width: number) => `${key}.w${width}.webp`;

/** Every variant key of an upload: to remove with it. */
export const variantKeysOf = (key: string) => resizedImageWidths.map((width) => variantKey(key, width));

/** Uploads the resize route accepts: our keys of images in a format the resizer reads. */
export const isResizableUpload = (key: string) => isSafeKey(key) && mediaTypeOf(key) === 'image';

/**
 * The one resize: any change here changes every variant's bytes, which are cached for a year
 * under the same URL, so change it only together with the variant key.
 */
async function resizeToWebp(original: Buffer | string, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // sharp keeps a cache of decoded images and a thread per core: bounded for a small server.
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp(original, { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
}

export function createMediaVariants(source: VariantSource, log: FastifyBaseLogger, options: MediaVariantOptions = {}): MediaVariants {
  const cacheBytes = options.cacheBytes ?? 64 * 1024 * 1024;
  const limited = pLimit(options.concurrency ?? 1);
  const cache = new Map<string, Promise<Buffer | null>>();
  /** Bytes of each variant made, by cache key: what leaves memory when it is dropped. */
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  async function make(key: string, width: number): Promise<Buffer | null> {
    const shared = source.sharedVariants;
    const stored = await shared?.read(variantKey(key, width));
    if (stored) return stored;
    return limited(async () => {
      const original = await source.readOriginal(key);
      if (!original) return null;
      const image = await resizeToWebp(original, width);
      // Shared for the next replica; a failed write only costs that replica a resize of its own.
      await shared
        ?.write(variantKey(key, width), image)
        .catch((error: unknown) => log.warn({ err: error, key, width }, 'resized image not stored'));
      return image;
    });
  }

  function remember(cacheKey: string, pending: Promise<Buffer | null>) {
    cache.set(cacheKey, pending);
    void pending.then((image) => {
      if (cache.get(cacheKey) !== pending) return;
      if (!image) {
        cache.delete(cacheKey);
        return;
      }
      sizes.set(cacheKey, image.length);
      cachedBytes += image.length;
      // Oldest first (a Map keeps insertion order); the newest and those still being made stay.
      for (const oldKey of cache.keys()) {
        if (cachedBytes <= cacheBytes) break;
        const size = sizes.get(oldKey);
        if (oldKey === cacheKey || size === undefined) continue;
        cache.delete(oldKey);
        sizes.delete(oldKey);
        cachedBytes -= size;
      }
    });
  }

  return {
    get(key, width) {
      if (!(resizedImageWidths as readonly number[]).includes(width) || !isResizableUpload(key)) return Promise.resolve(null);
      const cacheKey = variantKey(key, width);
      let pending = cache.get(cacheKey);
      if (!pending) {
        pending = make(key, width).catch((error: unknown) => {
          log.warn({ err: error, key, width }, 'image could not be resized');
          return null;
        });
        remember(cacheKey, pending);
      }
      return pending;
    },
  };
}

/**
 * The site's address of an upload of ours: '/uploads/<key>' whichever storage holds it, so pages
 * offer the resized variants of S3 images as they do of local ones. Anything else is left as it is
 * (external links; videos, which the browser streams from the store itself).
 */
export function siteUploadPath(config: Config): (url: string) => string {
  if (config.STORAGE !== 's3') return (url) => url;
  const base = `${s3PublicBase(config)}/`;
  return (url) => {
    if (!url.startsWith(base)) return url;
    let key: string;
    try {
      key = url.slice(base.length).split(/[?#]/)[0].split('/').map(decodeURIComponent).join('/');
    } catch {
      return url;
    }
    return isResizableUpload(key) ? `/uploads/${key}` : url;
  };
}
