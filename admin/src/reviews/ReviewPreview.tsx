/**
 * The review form's live preview (docs/product.md#screens): name, stars, text, up to 3 image thumbnails with '+N'
 * for more, a video thumbnail and today's date; with media, a note that the text will be hidden (not on a traveller's
 * review, whose words the site always shows: domain reviewTextShown).
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatDate, limits, messages, reviewerText, reviewTextShown } from '@travel/server/domain';
import { StarRating } from '../layout/StarRating.tsx';
import { kindOfItem, MediaThumbnail } from '../media/MediaPicker.tsx';
import { mediaSrc } from '../media/mediaItem.ts';
import type { MediaItem } from '../media/mediaItem.ts';

export const ReviewPreview = ({ values }: { values: Record<string, unknown> }) => {
  const media = (Array.isArray(values.media) ? values.media : []) as MediaItem[];
  const images = media.filter((item) => kindOfItem(item) === 'image');
  const video = media.find((item) => kindOfItem(item) === 'video');
  const shown = images.slice(0, limits.reviewImagesMax);
  const more = images.length - shown.length;
  return (
    <Card data-testid="review-preview">
      <CardContent>
        <Typography variant="subtitle1" component="h3" fontWeight={700}>
          {reviewerText(values.reviewerName as string)}
        </Typography>
        <StarRating rating={Number(values.rating) || 0} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {(values.reviewText as string) || 'The review text appears here.'}
        </Typography>
        {(shown.length > 0 || video) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} alignItems="center">
            {shown.map((item, i) => (
              <Box key={`${mediaSrc(item)}-${i}`} sx={{ position: 'relative' }}>
                <MediaThumbnail item={item} size={56} />
                {i === shown.length - 1 && more > 0 && (
                  <Box
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      bgcolor: 'rgba(0,0,0,0.55)',
                      color: 'common.white',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      borderRadius: 1,
                      fontWeight: 700,
                    }}
                  >
                    +{more}
                  </Box>
                )}
              </Box>
            ))}
            {video && <MediaThumbnail item={video} size={56} />}
          </Stack>
        )}
        {!reviewTextShown({ source: values.source === 'traveller' ? 'traveller' : 'admin', images: media.map(mediaSrc), video: null }) && (
          <Typography variant="caption" color="warning.main" display="block" sx={{ mt: 1 }}>
            {messages.reviewTextHiddenNote}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 1 }}>
          {formatDate(new Date())}
        </Typography>
      </CardContent>
    </Card>
  );
};
