/** SPEC §2 Manage Reviews: a horizontal card scroller, with empty and error (Retry) states. */
import { Box, Skeleton, Typography } from '@mui/material';
import type { Review } from '@travel/server/domain';
import { CreateButton, List, Pagination, SearchInput, SortButton, TopToolbar, useListContext } from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { listQueryOptions } from '../layout/queryOptions.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { ReviewCard } from './ReviewCard.tsx';

const NoReviewsFound = () => (
  <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
    <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
      No reviews found
    </Typography>
    <CreateButton label="Add Review" variant="contained" />
  </Box>
);

const scrollerSx = {
  display: 'flex',
  gap: 2,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  py: 1,
  px: { xs: 0, sm: 1 },
  alignItems: 'stretch',
};

const ReviewScroller = () => {
  const { data, isPending } = useListContext<Review>();
  if (isPending) {
    return (
      <Box sx={scrollerSx}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={320} height={260} sx={{ flexShrink: 0 }} />
        ))}
      </Box>
    );
  }
  if (!data?.length) return <NoReviewsFound />;
  return (
    <Box sx={scrollerSx} data-testid="review-scroller">
      {data.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Box>
  );
};

const ReviewListActions = () => (
  <TopToolbar>
    <SortButton fields={['createdAt', 'rating', 'reviewerName']} label="Sort" />
    <CreateButton label="Add Review" />
  </TopToolbar>
);

const reviewFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />];

const ReviewList = () => {
  usePageTitle('Manage Reviews');
  return (
    <List
      title="Manage Reviews"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      filters={reviewFilters}
      actions={<ReviewListActions />}
      empty={<NoReviewsFound />}
      error={<ListErrorRetry />}
      queryOptions={listQueryOptions}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      component="div"
    >
      <ReviewScroller />
    </List>
  );
};

export default ReviewList;
