/** A 1-5 star display (reviews list, dashboard, review preview). */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box } from '@mui/material';
import { limits } from '@travel/server/domain';

export const StarRating = ({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' }) => (
  <Box
    component="span"
    role="img"
    aria-label={`${rating} out of ${limits.ratingMax} stars`}
    sx={{ display: 'inline-flex', color: '#f5a623', verticalAlign: 'middle' }}
  >
    {Array.from({ length: limits.ratingMax }, (_, i) =>
      i < rating ? <StarIcon key={i} fontSize={size} /> : <StarBorderIcon key={i} fontSize={size} />,
    )}
  </Box>
);
