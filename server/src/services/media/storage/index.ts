/**
 * Where uploaded media go: the local driver (DATA_DIR/uploads, served under /uploads, PUT through
 * our own signed URLs) or S3 / MinIO (presigned PUTs, so file bytes never pass through the API).
 * Both keep the product's (docs/product.md#calls) two steps: ask for a presigned URL, then PUT the file to it.
 * What the drivers share is in upload-storage.ts.
 */
import type { StorageContext, UploadStorage } from './upload-storage.ts';

export {
  isSafeKey,
  newUploadKey,
  type PresignedUpload,
  type PrivateFiles,
  SAFE_KEY,
  type StorageContext,
  type UploadStorage,
  type UploadTarget,
} from './upload-storage.ts';

export async function createUploadStorage(context: StorageContext): Promise<UploadStorage> {
  if (context.config.STORAGE === 's3') {
    const { createS3Storage } = await import('./s3.ts');
    return createS3Storage(context);
  }
  const { createLocalStorage } = await import('./local.ts');
  return createLocalStorage(context);
}
