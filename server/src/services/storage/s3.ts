/**
 * S3 driver (AWS S3, or MinIO and other S3-compatible stores through S3_ENDPOINT): presigned PUT
 * URLs that bind the key, the content type, the exact size and SPEC's public-read ACL header, so
 * the browser sends the file straight to the bucket. Removal deletes the objects behind our URLs.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import { isSafeKey, type StorageContext, type UploadStorage } from './index.ts';
import { isMediaReferenced } from './references.ts';

/** Where objects are read from: S3_PUBLIC_URL, else the bucket's own address (path or virtual-host style). */
export function s3PublicBase(config: Config): string {
  if (config.S3_PUBLIC_URL) return config.S3_PUBLIC_URL.replace(/\/+$/, '');
  // Objects are read by browsers: the address they reach the store by.
  const browserEndpoint = config.S3_PRESIGN_ENDPOINT || config.S3_ENDPOINT;
  if (!browserEndpoint) return `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
  const endpoint = new URL(browserEndpoint);
  const base = endpoint.toString().replace(/\/+$/, '');
  if (config.S3_FORCE_PATH_STYLE) return `${base}/${config.S3_BUCKET}`;
  endpoint.hostname = `${config.S3_BUCKET}.${endpoint.hostname}`;
  return endpoint.toString().replace(/\/+$/, '');
}

export function createS3Client(config: Config, endpoint: string = config.S3_ENDPOINT): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } } : {}),
    // Without this the SDK presigns a checksum of an empty body, and S3 then refuses the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createS3Storage(context: StorageContext): UploadStorage {
  const { config, db, log, now } = context;
  const client = createS3Client(config);
  // Presigning is offline: this client only signs URLs for the address browsers use.
  const presigner = config.S3_PRESIGN_ENDPOINT ? createS3Client(config, config.S3_PRESIGN_ENDPOINT) : client;
  const publicBase = s3PublicBase(config);

  return {
    driver: 's3',
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
        fileUrl: `${publicBase}/${encodeKey(target.key)}`,
        expiresAt: new Date(now().getTime() + config.UPLOAD_URL_TTL_SECONDS * 1000),
      };
    },

    async removeFiles(urls) {
      for (const url of urls) {
        if (!url || !url.startsWith(`${publicBase}/`)) continue;
        let key: string;
        try {
          key = url.slice(publicBase.length + 1).split(/[?#]/)[0].split('/').map(decodeURIComponent).join('/');
        } catch {
          continue;
        }
        if (!isSafeKey(key)) continue;
        try {
          if (await isMediaReferenced(db, [url])) continue;
          await client.send(new DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: key }));
        } catch (error) {
          // The trip or review is already gone; an object left over is logged, not a failed delete.
          log.error({ err: error, key }, 'uploaded object not removed');
        }
      }
    },
  };
}
