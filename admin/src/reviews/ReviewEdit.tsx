import { messages } from '@travel/server/domain';
import { Edit, useNotify, useRedirect } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { ReviewForm, reviewFormToRecord } from './ReviewForm.tsx';
import { useReviewSaveFeedback } from './useReviewSaveFeedback.tsx';

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
        <ReviewForm mode="edit" saveError={saveError} />
      </Edit>
      {dialogs}
    </>
  );
};

export default ReviewEdit;
