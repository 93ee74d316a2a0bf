/**
 * The product's (docs/product.md#calls) two-step upload: ask the API for a presigned URL, then PUT the file there with its
 * content type and a public-read ACL. One file at a time; progress goes to uploadProgressStore.
 */
import { checkFile, messages, s3UploadFailed, uploadOfFileFailed } from '@travel/server/domain';
import type { UploadResult } from '@travel/server/entities';
import { HttpError } from 'react-admin';
import { errorMessage, requestJson, statusOf } from './api.ts';
import { readSession } from './session.ts';
import { uploadProgressStore } from './uploadProgress.ts';

/** The MIME type the presigned URL is bound to: the canonical one of the extension (docs/product.md#rules). */
function contentTypeOf(file: File): string {
  const checked = checkFile({ name: file.name, type: file.type, size: file.size });
  return 'mime' in checked ? checked.mime : file.type || 'application/octet-stream';
}

function putFile(url: string, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('x-amz-acl', 'public-read');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(s3UploadFailed(request.status, request.statusText)));
    };
    request.onerror = () => reject(new Error(messages.uploadToStorageFailed));
    request.ontimeout = () => reject(new Error(messages.uploadToStorageFailed));
    request.send(file);
  });
}

/** Uploads one file and returns its public URL; errors read 'Failed to upload {name}: {reason}'. */
export async function uploadFile(
  file: File,
  tripId: string | null,
  position: { index: number; count: number } = { index: 1, count: 1 },
  /** Names the stored file after the trip's place (else the server uses the original name). */
  place?: string | null,
): Promise<string> {
  const report = (percent: number) => uploadProgressStore.set({ fileName: file.name, ...position, percent });
  report(0);
  const contentType = contentTypeOf(file);
  let upload: UploadResult;
  try {
    upload = await requestJson<UploadResult>('/admin/upload/presigned-url', {
      method: 'POST',
      token: readSession().token,
      body: JSON.stringify({
        fileName: file.name,
        fileType: contentType,
        fileSize: file.size,
        tripId: tripId ?? 'new',
        place: place || undefined,
      }),
    });
  } catch (error) {
    // Keep the status: a 401 here signs the admin out like any other call.
    throw new HttpError(uploadOfFileFailed(file.name, errorMessage(error, messages.uploadUrlFailed)), statusOf(error) ?? 0);
  }
  try {
    await putFile(upload.presignedUrl, file, contentType, report);
  } catch (error) {
    throw new HttpError(uploadOfFileFailed(file.name, (error as Error).message), 0);
  }
  report(100);
  return upload.fileUrl;
}
