/** Presigned upload: what POST /api/admin/upload/presigned-url answers, the one definition for the route and the admin. */
import Type, { type Static } from 'typebox';
import { Instant } from './columns.ts';

export const PresignedUploadSchema = Type.Object({
  success: Type.Boolean(),
  presignedUrl: Type.String(),
  fileUrl: Type.String(),
  s3Key: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  expiresAt: Instant,
});
export type PresignedUpload = Static<typeof PresignedUploadSchema>;
