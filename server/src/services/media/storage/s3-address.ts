/** Where S3 objects are read from, without loading the S3 client (the site's pages need only this). */
import type { Config } from '../../../config.ts';

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

/** An object's public address. */
export const s3ObjectUrl = (config: Config, key: string) => `${s3PublicBase(config)}/${key.split('/').map(encodeURIComponent).join('/')}`;
