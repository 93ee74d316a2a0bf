/**
 * docs/product.md#screens Manage Reviews: the review cards, with empty and error (Retry) states. Beyond the specification
 * (docs/product.md#beyond-the-specification): previous/next arrows beside the sideways row, so every card is reachable with a
 * mouse; bulk delete with confirmation, CSV export, and a clearable search when nothing matches; a status filter
 * (pending reviews from travellers wait here for an admin to publish them).
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import type { RefObject } from 'react';
import type { Review } from '@travel/server/entities';
import { exportDate, reviewerText, reviewStatuses, travellerReviewTexts } from '@travel/server/domain';
import {
  CreateButton,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SortButton,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { CardBulkToolbar } from '../layout/CardSelection.tsx';
import { csvExporter } from '../layout/csvExporter.ts';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
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
  scrollBehavior: 'smooth',
  py: 1,
  px: { xs: 0, sm: 1 },
  alignItems: 'stretch',
};

const reviewExporter = csvExporter<Review>('reviews', (review) => ({
  Reviewer: reviewerText(review.reviewerName),
  Rating: review.rating,
  Review: review.reviewText,
  Trip: review.trip?.place ?? '',
  Status: travellerReviewTexts.statusLabel[review.status],
  Source: travellerReviewTexts.sourceLabel[review.source],
  Images: review.images.join(' '),
  Video: review.video ?? '',
  Created: exportDate(review.createdAt),
  Id: review.id,
}));

/** Mouse users move the row a card or so at a time, without a sideways scroll gesture. */
const ScrollArrows = ({ target }: { target: RefObject<HTMLDivElement | null> }) => {
  const scroll = (direction: 1 | -1) => target.current?.scrollBy({ left: direction * 336 });
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ px: { xs: 0, sm: 1 } }}>
      <IconButton aria-label="Previous reviews" onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Next reviews" onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
};

const ReviewScroller = () => {
  const { data, isPending } = useListContext<Review>();
  const scrollerRef = useRef<HTMLDivElement>(null);
  if (isPending) {
    return (
      <Box sx={scrollerSx}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" width={320} height={260} sx={{ flexShrink: 0 }} />
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <FilteredEmpty>
        <NoReviewsFound />
      </FilteredEmpty>
    );
  }
  return (
    <>
      <CardBulkToolbar noun="reviews" />
      <ScrollArrows target={scrollerRef} />
      <Box sx={scrollerSx} data-testid="review-scroller" ref={scrollerRef}>
        {data.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Box>
    </>
  );
};

const ReviewListActions = () => (
  <TopToolbar>
    <SortButton fields={['createdAt', 'rating', 'reviewerName']} label="Sort" />
    <ExportButton />
    <CreateButton label="Add Review" />
  </TopToolbar>
);

const statusChoices = reviewStatuses.map((status) => ({ id: status, name: travellerReviewTexts.statusLabel[status] }));

const reviewFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn emptyText="All" />,
];

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
      exporter={reviewExporter}
      error={<ListErrorRetry />}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      component="div"
    >
      <ReviewScroller />
    </List>
  );
};

export default ReviewList;
