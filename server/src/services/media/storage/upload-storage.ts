/**
 * What every upload storage driver shares: the driver interface, what a presigned URL allows, and
 * how keys are made and checked. Apart from index.ts (which picks a driver) so the drivers and the
 * image variants can import it without an import cycle.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { extensionOf } from '../../../domain/index.ts';
import type { MediaStorage } from '../media-storage.ts';
import type { VariantSource } from '../media-variants.ts';

/** What a presigned URL allows: one PUT of this key, with this content type and exactly this size. */
export interface UploadTarget {
  key: string;
  contentType: string;
  size: number;
}

export interface PresignedUpload {
  presignedUrl: string;
  fileUrl: string;
  expiresAt: Date;
}

/**
 * Files that are never served to the public (a traveller's fitness proof): written by the API itself, read
 * back only through a route that checks who asks. Local: DATA_DIR/private-files (not under /uploads, not
 * swept as unused media); S3: the same bucket under `private/`, without the public-read ACL.
 */
export interface PrivateFiles {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is no error. */
  remove(key: string): Promise<void>;
}

export interface UploadStorage extends MediaStorage, VariantSource {
  readonly driver: Config['STORAGE'];
  readonly privateFiles: PrivateFiles;
  /** `origin` is where this API is reached (PUBLIC_URL, or the request's own), for the local driver's URL. */
  presignUpload(target: UploadTarget, origin: string): Promise<PresignedUpload>;
  /** Stops background work and connections. */
  close(): void;
}

export interface StorageContext {
  config: Config;
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Server secret the local driver signs its URLs with. */
  secret: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keys are made here, never taken from the client: under the trip's folder when there is one, named
 * after `stem` (a readable, safe name: domain's fileNameStem) and made unique by 128 random bits:
 * 'trips/<id>/spiti-valley-<32 hex digits>.jpg'.
 */
export function newUploadKey(fileName: string, tripId: unknown, stem: string): string {
  const extension = extensionOf(fileName);
  const folder = typeof tripId === 'string' && UUID.test(tripId) ? `trips/${tripId.toLowerCase()}` : 'media';
  return `${folder}/${stem}-${randomBytes(16).toString('hex')}.${extension}`;
}

/** Keys as newUploadKey makes them (and the demo content's): no traversal, nothing hidden. */
export const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isSafeKey = (key: string) => key.length <= 300 && SAFE_KEY.test(key) && !key.split('/').includes('..');
