/** docs/product.md#screens: the rating as 5 clickable stars, default 5, shown as 'n / 5'. */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, FormHelperText, IconButton, Typography } from '@mui/material';
import { limits } from '@travel/server/domain';
import { useInput } from 'react-admin';

export const StarRatingInput = ({ source = 'rating' }: { source?: string }) => {
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useInput<number>({ source, defaultValue: limits.ratingDefault });
  const rating = Number(value) || 0;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="p" id="rating-label">
        Rating
      </Typography>
      <Box role="radiogroup" aria-labelledby="rating-label" sx={{ display: 'flex', alignItems: 'center' }}>
        {Array.from({ length: limits.ratingMax }, (_, i) => {
          const stars = i + 1;
          return (
            <IconButton
              key={stars}
              role="radio"
              aria-checked={rating === stars}
              aria-label={`${stars} star${stars > 1 ? 's' : ''}`}
              onClick={() => onChange(stars)}
              sx={{ color: '#f5a623', p: 0.5 }}
            >
              {stars <= rating ? <StarIcon fontSize="large" /> : <StarBorderIcon fontSize="large" />}
            </IconButton>
          );
        })}
        <Typography sx={{ ml: 1 }} data-testid="rating-value">
          {rating} / {limits.ratingMax}
        </Typography>
      </Box>
      {error?.message && <FormHelperText error>{error.message}</FormHelperText>}
    </Box>
  );
};
