import { messages } from '@travel/server/domain';
import { Stack } from '@mui/material';
import type { Review } from '@travel/server/entities';
import { Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { ReviewForm, reviewFormToRecord } from './ReviewForm.tsx';
import { ReviewPublishButton, ReviewStatusChip } from './ReviewStatusActions.tsx';
import { useReviewSaveFeedback } from './useReviewSaveFeedback.tsx';

/** The review's status above the form, and the publish (or back to pending) button. */
const ReviewStatusBar = () => {
  const review = useRecordContext<Review>();
  if (!review) return null;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
      <ReviewStatusChip review={review} />
      <ReviewPublishButton review={review} />
    </Stack>
  );
};

const ReviewEdit = () => {
  usePageTitle('Edit Review');
  const notify = useNotify();
  const redirect = useRedirect();
  const { saveError, mutationOptions, dialogs } = useReviewSaveFeedback(messages.reviewUpdated);
  return (
    <>
      <Edit
        title="Reviews"
        mutationMode="pessimistic"
        transform={reviewFormToRecord}
        mutationOptions={mutationOptions}
        component="div"
        queryOptions={{
          // docs/product.md#errors: review load failure in edit returns to /admin/reviews.
          onError: (error: Error) => {
            notify(error.message, { type: 'error' });
            redirect('list', 'reviews');
          },
        }}
      >
        <ReviewStatusBar />
        <ReviewForm mode="edit" saveError={saveError} />
      </Edit>
      {dialogs}
    </>
  );
};

export default ReviewEdit;
