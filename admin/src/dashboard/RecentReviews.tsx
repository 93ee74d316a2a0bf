/** docs/product.md#screens dashboard: the five most recent reviews (reviewer, stars, text, date). */
import { Box, Card, CardContent, ListItem, Typography } from '@mui/material';
import { formatDate, reviewerText, truncateText } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { useGetList } from 'react-admin';
import { StarRating } from '../layout/StarRating.tsx';
import { DashboardList } from './DashboardList.tsx';
import { recentParams } from './recentQueries.ts';

export const RecentReviews = () => {
  const { data, isPending, error } = useGetList<Review>('reviews', recentParams);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Recent Reviews
        </Typography>
        <DashboardList
          pending={isPending}
          error={error}
          empty={data?.length === 0}
          emptyText="No reviews yet"
          rowHeight={80}
          testId="recent-reviews"
        >
          {data?.map((review) => (
            <ListItem key={review.id} sx={{ px: 0, display: 'block' }} divider>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {reviewerText(review.reviewerName)}
                </Typography>
                <StarRating rating={review.rating} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {truncateText(review.reviewText ?? '', 100).text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDate(review.createdAt)}
              </Typography>
            </ListItem>
          ))}
        </DashboardList>
      </CardContent>
    </Card>
  );
};
