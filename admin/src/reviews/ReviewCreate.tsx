import { messages } from '@travel/server/domain';
import { Create } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { ReviewForm, reviewFormToRecord } from './ReviewForm.tsx';
import { useReviewSaveFeedback } from './useReviewSaveFeedback.tsx';

const ReviewCreate = () => {
  usePageTitle('Create Review');
  const { saveError, mutationOptions, dialogs } = useReviewSaveFeedback(messages.reviewCreated);
  return (
    <>
      <Create title="Reviews" transform={reviewFormToRecord} mutationOptions={mutationOptions} component="div">
        <ReviewForm mode="create" saveError={saveError} />
      </Create>
      {dialogs}
    </>
  );
};

export default ReviewCreate;
