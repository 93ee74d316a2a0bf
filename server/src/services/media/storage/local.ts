/**
 * Local driver: files under DATA_DIR/uploads, served at /uploads. It signs its own short-lived PUT
 * URLs (HMAC over key, content type, size and expiry) and streams the body to a temporary file,
 * counting bytes as they pass, so memory stays flat whatever the size; only a complete body of the
 * signed size and type, and no markup, is moved into place. An interrupted or refused upload leaves nothing.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream, constants as fsConstants } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, messages } from '../../../domain/index.ts';
import { looksLikeMarkup, MARKUP_CHECK_BYTES } from './markup-check.ts';
import { localPrivateFiles } from './local-private-files.ts';
import { isSafeKey, type StorageContext, type UploadStorage, type UploadTarget } from './upload-storage.ts';
import { isMediaReferenced } from '../../../repositories/media.ts';

export const LOCAL_UPLOAD_PATH = '/api/upload/files/';
const PUBLIC_PREFIX = '/uploads/';
/** Far longer than an upload URL lives and a form stays open: a younger unused file may be about to be saved. */
const UNUSED_FILE_GRACE_MS = 24 * 3_600_000;
const UNUSED_SWEEP_INTERVAL_MS = 3_600_000;
const STALE_INCOMING_MS = 3_600_000;

export interface LocalUploadStorage extends UploadStorage {
  readonly driver: 'local';
  /**
   * Removes files that no trip or review uses and that are older than a day: uploads whose form was
   * never saved, and images a trip edit replaced. Runs hourly; returns the keys removed.
   */
  removeUnusedFiles(): Promise<string[]>;
  /** The target a signed URL allows; refused ('forbidden') when the signature is wrong or the URL has expired. */
  verifyUpload(key: string, query: { type?: string; size?: string; expires?: string; signature?: string }): UploadTarget;
  /** Streams `body` into place as `target.key`; refuses (and forgets) anything else. */
  receiveUpload(target: UploadTarget, body: Readable): Promise<void>;
}

export async function createLocalStorage(context: StorageContext): Promise<LocalUploadStorage> {
  const { config, db, now, log } = context;
  const root = path.join(config.dataDir, 'uploads');
  // Outside the served folder, on the same disk, so the finished file is linked into place at once.
  const incoming = path.join(config.dataDir, 'upload-incoming');
  await mkdir(root, { recursive: true });
  await mkdir(incoming, { recursive: true });

  /**
   * Half-written files a crash left behind. Only old ones: a replica sharing DATA_DIR may be
   * receiving an upload right now, and a file being written has a fresh modification time.
   */
  async function removeStaleIncoming() {
    const cutoff = Date.now() - STALE_INCOMING_MS;
    for (const name of await readdir(incoming)) {
      const file = path.join(incoming, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
      if (mtimeMs < cutoff) await rm(file, { force: true });
    }
  }
  await removeStaleIncoming();

  const signingKey = createHmac('sha256', context.secret).update('local-upload-url').digest();
  const signatureOf = (target: UploadTarget, expires: number) =>
    createHmac('sha256', signingKey).update(`PUT\n${target.key}\n${target.contentType}\n${target.size}\n${expires}`).digest('base64url');
  const publicBase = config.PUBLIC_URL.replace(/\/+$/, '');

  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!isSafeKey(key) || !file.startsWith(`${root}${path.sep}`)) throw new DomainError('invalid', messages.uploadUrlInvalid);
    return file;
  };

  /** The key behind one of our URLs ('/uploads/<key>' or PUBLIC_URL + that), or null for anyone else's. */
  const keyOf = (url: string): string | null => {
    const local = publicBase && url.startsWith(`${publicBase}${PUBLIC_PREFIX}`) ? url.slice(publicBase.length) : url;
    if (!local.startsWith(PUBLIC_PREFIX)) return null;
    const key = local.slice(PUBLIC_PREFIX.length).split(/[?#]/)[0];
    return isSafeKey(key) ? key : null;
  };

  /** Empty folders go with their last file, up to the uploads root. */
  async function removeEmptyFolders(from: string) {
    let folder = path.dirname(from);
    while (folder.startsWith(`${root}${path.sep}`)) {
      if ((await readdir(folder).catch(() => ['keep'])).length > 0) return;
      await rmdir(folder).catch(() => {});
      folder = path.dirname(folder);
    }
  }

  /** Hard link (atomic, refuses an existing file); copy when the folders are on different disks. */
  async function moveIntoPlace(temporary: string, final: string) {
    for (let attempt = 0; ; attempt += 1) {
      await mkdir(path.dirname(final), { recursive: true });
      try {
        await link(temporary, final);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') throw new DomainError('conflict', messages.uploadAlreadyDone);
        if (code === 'EXDEV') return copyFile(temporary, final, fsConstants.COPYFILE_EXCL);
        // The folder was removed with its last file between mkdir and link: make it again, once.
        if (code === 'ENOENT' && attempt === 0) continue;
        throw error;
      }
    }
  }

  /** Every file under the uploads root, as keys. */
  async function allKeys(folder = root): Promise<string[]> {
    const keys: string[] = [];
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) keys.push(...(await allKeys(full)));
      else if (entry.isFile()) keys.push(path.relative(root, full).split(path.sep).join('/'));
    }
    return keys;
  }

  async function removeUnusedFiles(): Promise<string[]> {
    const removed: string[] = [];
    const cutoff = now().getTime() - UNUSED_FILE_GRACE_MS;
    for (const key of await allKeys()) {
      if (!isSafeKey(key)) continue;
      const file = path.join(root, key);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
      if (mtimeMs > cutoff) continue;
      const forms = [`${PUBLIC_PREFIX}${key}`, ...(publicBase ? [`${publicBase}${PUBLIC_PREFIX}${key}`] : [])];
      if (await isMediaReferenced(db, forms)) continue;
      await unlink(file).catch(() => {});
      await removeEmptyFolders(file);
      removed.push(key);
    }
    if (removed.length) log.info({ count: removed.length }, 'unused uploaded files removed');
    return removed;
  }

  const sweepTimer = setInterval(() => {
    Promise.all([removeUnusedFiles(), removeStaleIncoming()]).catch((error: unknown) =>
      log.warn({ err: error }, 'removing unused uploaded files failed'),
    );
  }, UNUSED_SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  const privateFiles = localPrivateFiles(path.join(config.dataDir, 'private-files'));

  return {
    driver: 'local',
    privateFiles,
    removeUnusedFiles,
    close: () => clearInterval(sweepTimer),
    // Read from disk by the resizer as it goes; variants stay in this process's memory.
    async readOriginal(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? file : null;
    },
    sharedVariants: null,

    async presignUpload(target, origin) {
      fileOf(target.key);
      const expiresAt = new Date(now().getTime() + config.UPLOAD_URL_TTL_SECONDS * 1000);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        type: target.contentType,
        size: String(target.size),
        expires: String(expires),
        signature: signatureOf(target, expires),
      });
      return {
        presignedUrl: `${origin}${LOCAL_UPLOAD_PATH}${encodeURIComponent(target.key)}?${query}`,
        fileUrl: `${PUBLIC_PREFIX}${target.key}`,
        expiresAt,
      };
    },

    verifyUpload(key, query) {
      const invalid = new DomainError('forbidden', messages.uploadUrlInvalid);
      const size = Number(query.size);
      const expires = Number(query.expires);
      if (!isSafeKey(key) || !query.type || !query.signature || !Number.isSafeInteger(size) || size <= 0 || !Number.isSafeInteger(expires))
        throw invalid;
      const target = { key, contentType: query.type, size };
      const expected = Buffer.from(signatureOf(target, expires));
      const given = Buffer.from(query.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
      if (expires * 1000 < now().getTime()) throw invalid;
      return target;
    },

    async receiveUpload(target, body) {
      const final = fileOf(target.key);
      const temporary = path.join(incoming, randomUUID());
      let received = 0;
      let head = Buffer.alloc(0);
      let checked = false;
      const checkHead = () => {
        checked = true;
        if (looksLikeMarkup(head)) throw new DomainError('invalid', messages.uploadContentMismatch);
      };
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > target.size) return callback(new DomainError('too_large', messages.uploadSizeMismatch));
          try {
            if (!checked) {
              head = Buffer.concat([head, chunk.subarray(0, MARKUP_CHECK_BYTES - head.length)]);
              if (head.length >= MARKUP_CHECK_BYTES) checkHead();
            }
          } catch (error) {
            return callback(error as Error);
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx' }));
        if (received !== target.size) throw new DomainError('invalid', messages.uploadSizeMismatch);
        if (!checked) checkHead();
        await moveIntoPlace(temporary, final);
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async removeFiles(urls) {
      for (const url of urls) {
        if (!url) continue;
        const key = keyOf(url);
        if (!key) continue;
        try {
          const forms = [`${PUBLIC_PREFIX}${key}`, ...(publicBase ? [`${publicBase}${PUBLIC_PREFIX}${key}`] : [])];
          if (await isMediaReferenced(db, forms)) continue;
          const file = fileOf(key);
          await unlink(file).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
          await removeEmptyFolders(file);
        } catch (error) {
          // The trip or review is already gone; a file left over is logged, not a failed delete.
          log.error({ err: error, key }, 'uploaded file not removed');
        }
      }
    },
  };
}
