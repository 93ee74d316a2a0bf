/**
 * The traveller's review of a booking (docs/product.md#reviews-from-travellers) over the one API
 * client: whether one may be written, each photo or video uploaded to the URL the server signs for
 * it, then the review itself.
 */
import { mediaTypeOf, messages, uploadOfFileFailed } from '@travel/server/domain';
import type { TravellerReviewDraft } from '@travel/server/domain';
import type { Review, UploadResult } from '@travel/server/entities';
import { apiRequest } from './api.ts';

const fallbackError = messages.somethingWentWrong;

export interface ReviewState {
  review: Review | null;
  canReview: boolean;
  reason: string | null;
}

const reviewPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/review`;

/** Sends one picked file: asks for its upload URL (the server checks type and size), PUTs it, answers its fileUrl. */
async function uploadFile(bookingId: string, file: File): Promise<string> {
  const upload = await apiRequest<UploadResult>(`${reviewPath(bookingId)}/presigned-url`, {
    method: 'POST',
    body: { fileName: file.name, fileType: file.type, fileSize: file.size },
    fallbackError,
  });
  let response: Response;
  try {
    response = await fetch(upload.presignedUrl, {
      method: 'PUT',
      // S3 needs the ACL the URL was signed with; the local driver ignores it.
      headers: { 'Content-Type': upload.contentType, 'x-amz-acl': 'public-read' },
      body: file,
    });
  } catch {
    throw new Error(uploadOfFileFailed(file.name, fallbackError));
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(uploadOfFileFailed(file.name, typeof answer.error === 'string' ? answer.error : `${response.status}`));
  }
  return upload.fileUrl;
}

export const reviewApi = {
  state: (bookingId: string): Promise<ReviewState> => apiRequest<ReviewState>(reviewPath(bookingId), { fallbackError }),
  /** Uploads the files one at a time, then sends the review with their URLs: photos, or the one video. */
  async submit(bookingId: string, draft: Omit<TravellerReviewDraft, 'images' | 'video'>, files: File[]): Promise<Review> {
    const images: string[] = [];
    let video: string | null = null;
    for (const file of files) {
      const url = await uploadFile(bookingId, file);
      if (mediaTypeOf(file.name) === 'video') video = url;
      else images.push(url);
    }
    const body = { ...draft, images, video };
    return (await apiRequest<{ review: Review }>(reviewPath(bookingId), { method: 'POST', body, fallbackError })).review;
  },
};
