/** The reviews resource; each page is its own chunk, loaded when first opened. */
import ReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';
import type { Review } from '@travel/server/entities';

export default {
  list: lazy(() => import('./ReviewList.tsx')),
  create: lazy(() => import('./ReviewCreate.tsx')),
  edit: lazy(() => import('./ReviewEdit.tsx')),
  icon: ReviewIcon,
  options: { label: 'Reviews' },
  recordRepresentation: (review: Review) => review.reviewerName,
};
