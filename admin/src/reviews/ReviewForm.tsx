/**
 * docs/product.md#screens review form, shared by create and edit: heading and back link, reviewer name, the star
 * rating, the text, up to 3 images OR 1 video, Cancel and 'Create Review' / 'Update Review' /
 * 'Saving...', and the live preview. Its media are one field here; on save they are split into
 * the review's images and video.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { requiredMark, SaveErrorAlert } from '../layout/formMarks.tsx';
import { limits, messages, validateReview } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { AutocompleteInput, Form, FormDataConsumer, Link, ReferenceInput, TextInput, useCreatePath } from 'react-admin';
import { SubmitButton } from '../layout/SubmitButton.tsx';
import { kindOfItem, MediaPicker } from '../media/MediaPicker.tsx';
import type { MediaItem } from '../media/mediaItem.ts';
import { UploadProgressBar } from '../media/UploadProgressBar.tsx';
import { ReviewPreview } from './ReviewPreview.tsx';
import { StarRatingInput } from './StarRatingInput.tsx';

export function validateReviewForm(values: Record<string, unknown>) {
  const { media: _media, images: _images, video: _video, ...fields } = values;
  return validateReview(fields);
}

/** The form's values for a stored review: its images and video as one media list. */
export const reviewFormDefaults = (review?: Partial<Review>) => ({
  rating: limits.ratingDefault,
  media: [...(review?.images ?? []), ...(review?.video ? [review.video] : [])],
});

/** What is sent: trimmed texts, the media split into images and video. */
export function reviewFormToRecord(values: Record<string, unknown>) {
  const { media, ...rest } = values;
  // The joined trip is the server's to fill: sent back, it would win over a cleared tripId.
  delete rest.trip;
  // The status changes by its own button (publish / back to pending), never by a form saved with an older one.
  delete rest.status;
  delete rest.source;
  delete rest.bookingId;
  const items = (Array.isArray(media) ? media : []) as MediaItem[];
  return {
    ...rest,
    reviewerName: typeof rest.reviewerName === 'string' ? rest.reviewerName.trim() : rest.reviewerName,
    reviewText: typeof rest.reviewText === 'string' ? rest.reviewText.trim() : rest.reviewText,
    rating: Number(rest.rating),
    // The trip reviewed, or none (an emptied choice clears it).
    tripId: typeof rest.tripId === 'string' && rest.tripId ? rest.tripId : null,
    images: items.filter((item) => kindOfItem(item) === 'image'),
    video: items.find((item) => kindOfItem(item) === 'video') ?? null,
  };
}

export interface ReviewFormProps {
  mode: 'create' | 'edit';
  saveError: string | null;
}

export const ReviewForm = ({ mode, saveError }: ReviewFormProps) => {
  const createPath = useCreatePath();
  const listPath = createPath({ resource: 'reviews', type: 'list' });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
      <MuiButton component={Link} to={listPath} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to Reviews
      </MuiButton>
      <Typography variant="h5" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {mode === 'create' ? 'Create New Review' : 'Edit Review'}
      </Typography>
      <Form validate={validateReviewForm} defaultValues={reviewFormDefaults} noValidate>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(260px, 2fr)' } }}>
          <Box>
            <SaveErrorAlert error={saveError} />
            <TextInput source="reviewerName" label="Reviewer Name" fullWidth validate={requiredMark} />
            <StarRatingInput />
            <ReferenceInput source="tripId" reference="trips" sort={{ field: 'place', order: 'ASC' }} perPage={50}>
              <AutocompleteInput
                label="Trip reviewed (optional)"
                optionText="place"
                filterToQuery={(q) => ({ q })}
                fullWidth
                helperText="The review shows this trip's name"
              />
            </ReferenceInput>
            <TextInput source="reviewText" label="Review Text" multiline minRows={5} maxRows={5} fullWidth validate={requiredMark} />
            <MediaPicker
              source="media"
              label="Media (optional)"
              field="reviewMedia"
              multiple
              buttonLabel="Add images or a video"
              hint={[
                `Optional: ${messages.uploadChoiceHint}.`,
                'Images: JPG, PNG, GIF, WebP, HEIC, 50MB each.',
                'Video: MP4, MOV, AVI, WMV, FLV, WebM, 100MB.',
              ].join(' ')}
            />
            <UploadProgressBar />
            <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
              <MuiButton component={Link} to={listPath}>
                Cancel
              </MuiButton>
              <SubmitButton label={mode === 'create' ? 'Create Review' : 'Update Review'} />
            </Stack>
          </Box>
          <Box>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
              <Typography variant="overline" color="text.secondary">
                Live preview
              </Typography>
              <FormDataConsumer>{({ formData }) => <ReviewPreview values={formData} />}</FormDataConsumer>
            </Box>
          </Box>
        </Box>
      </Form>
    </Box>
  );
};
