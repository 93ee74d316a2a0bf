/**
 * A review's status in the back office (docs/product.md#reviews-from-travellers): a chip saying
 * whether it is published or waits for an admin, who wrote it (a verified traveller, with the
 * booking's trip), and the button that publishes it or moves it back to pending. Publishing is an
 * update of `status` alone; the API refreshes the public pages.
 */
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button, Chip, Stack } from '@mui/material';
import { type ReviewStatus, travellerReviewTexts } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { useNotify, useUpdate } from 'react-admin';

export const ReviewStatusChip = ({ review }: { review: Pick<Review, 'status' | 'source'> }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    <Chip
      size="small"
      label={travellerReviewTexts.statusLabel[review.status]}
      color={review.status === 'published' ? 'success' : 'warning'}
      variant={review.status === 'published' ? 'outlined' : 'filled'}
    />
    {review.source === 'traveller' && <Chip size="small" label={travellerReviewTexts.verifiedTraveller} variant="outlined" />}
  </Stack>
);

export const ReviewPublishButton = ({ review }: { review: Review }) => {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Review>();
  const next: ReviewStatus = review.status === 'published' ? 'pending' : 'published';
  const publish = next === 'published';
  const save = () =>
    update(
      'reviews',
      { id: review.id, data: { status: next }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(publish ? travellerReviewTexts.publishedNotice : travellerReviewTexts.unpublishedNotice, { type: 'info' }),
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      variant={publish ? 'contained' : 'text'}
      color={publish ? 'primary' : 'inherit'}
      startIcon={publish ? <PublishIcon /> : <UnpublishedIcon />}
      disabled={isPending}
      onClick={save}
    >
      {publish ? travellerReviewTexts.publish : travellerReviewTexts.unpublish}
    </Button>
  );
};
