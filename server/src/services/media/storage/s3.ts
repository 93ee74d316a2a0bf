/**
 * S3 driver (AWS S3, or MinIO and other S3-compatible stores through S3_ENDPOINT): presigned PUT
 * URLs that bind the key, the content type, the exact size and the specification's public-read ACL header, so
 * the browser sends the file straight to the bucket. Resized variants of images are kept beside their
 * original (media-variants.ts). Removal deletes the objects behind our URLs, with their variants.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../../config.ts';
import { variantKeysOf } from '../media-variants.ts';
import { isSafeKey, type StorageContext, type UploadStorage } from './upload-storage.ts';
import { isMediaReferenced } from '../../../repositories/media.ts';
import { s3ObjectUrl, s3PublicBase } from './s3-address.ts';

export { s3PublicBase };

export function createS3Client(config: Config, endpoint: string = config.S3_ENDPOINT): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Without this the SDK presigns a checksum of an empty body, and S3 then refuses the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(context: StorageContext): UploadStorage {
  const { config, db, log, now } = context;
  const client = createS3Client(config);
  // Presigning is offline: this client only signs URLs for the address browsers use.
  const presigner = config.S3_PRESIGN_ENDPOINT ? createS3Client(config, config.S3_PRESIGN_ENDPOINT) : client;
  const publicBase = s3PublicBase(config);

  /** An object's bytes, or null when there is none. */
  async function readObject(key: string): Promise<Buffer | null> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: config.S3_BUCKET, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  // Private objects: no public-read ACL, read back through the API only.
  const privateKey = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe private key ${key}`);
    return `private/${key}`;
  };

  return {
    driver: 's3',
    privateFiles: {
      async put(key, bytes, contentType) {
        await client.send(new PutObjectCommand({ Bucket: config.S3_BUCKET, Key: privateKey(key), Body: bytes, ContentType: contentType }));
      },
      read: (key) => readObject(privateKey(key)),
      async remove(key) {
        await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: privateKey(key) }));
      },
    },
    readOriginal: (key) => readObject(key),
    // Resized images live beside their original, so every replica (and a CDN) shares one copy.
    sharedVariants: {
      read: (variantKey) => readObject(variantKey),
      async write(variantKey, image) {
        await client.send(
          new PutObjectCommand({
            Bucket: config.S3_BUCKET,
            Key: variantKey,
            Body: image,
            ContentType: 'image/webp',
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      },
    },
    close: () => {
      client.destroy();
      presigner.destroy();
    },

    async presignUpload(target) {
      const command = new PutObjectCommand({
        Bucket: config.S3_BUCKET,
        Key: target.key,
        ContentType: target.contentType,
        ContentLength: target.size,
        ACL: 'public-read',
      });
      const presignedUrl = await getSignedUrl(presigner, command, {
        expiresIn: config.UPLOAD_URL_TTL_SECONDS,
        signingDate: now(),
        // Signed headers: the store refuses another type, another size or a missing ACL header.
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['x-amz-acl']),
      });
      return {
        presignedUrl,
        fileUrl: s3ObjectUrl(config, target.key),
        expiresAt: new Date(now().getTime() + config.UPLOAD_URL_TTL_SECONDS * 1000),
      };
    },

    async removeFiles(urls) {
      for (const url of urls) {
        if (!url || !url.startsWith(`${publicBase}/`)) continue;
        let key: string;
        try {
          key = url
            .slice(publicBase.length + 1)
            .split(/[?#]/)[0]
            .split('/')
            .map(decodeURIComponent)
            .join('/');
        } catch {
          continue;
        }
        if (!isSafeKey(key)) continue;
        try {
          if (await isMediaReferenced(db, [url])) continue;
          for (const object of [key, ...variantKeysOf(key)]) {
            await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: object }));
          }
        } catch (error) {
          // The trip or review is already gone; an object left over is logged, not a failed delete.
          log.error({ err: error, key }, 'uploaded object not removed');
        }
      }
    },
  };
}
