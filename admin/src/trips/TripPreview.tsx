/** The trip form's live preview: the trip as the public card shows it (docs/product.md#screens public trip card). */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { dateRangeText, daysText, formatRupees, groupSizeText, placeText } from '@travel/server/domain';
import { MediaThumbnail } from '../media/MediaPicker.tsx';
import { mediaSrc } from '../media/mediaItem.ts';
import type { MediaItem } from '../media/mediaItem.ts';

export const TripPreview = ({ values }: { values: Record<string, unknown> }) => {
  const images = (Array.isArray(values.images) ? values.images : []) as MediaItem[];
  const video = (values.video ?? null) as MediaItem | null;
  const groupSize = Number(values.groupSize);
  return (
    <Card data-testid="trip-preview">
      <Box sx={{ height: 180, bgcolor: 'grey.200', position: 'relative' }}>
        {images[0] ? (
          <Box component="img" src={mediaSrc(images[0])} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Stack alignItems="center" justifyContent="center" sx={{ height: '100%', color: 'text.secondary' }}>
            <PhotoLibraryIcon />
            <Typography variant="caption">Images appear here</Typography>
          </Stack>
        )}
      </Box>
      <CardContent>
        <Typography variant="h6" component="h2">
          {placeText(values.place as string)}
        </Typography>
        <Typography variant="body2" sx={{ my: 0.5 }}>
          Starts from <strong>{formatRupees(values.price as number)}</strong> per person
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
          <Chip size="small" label={daysText(values.days as string)} />
          <Chip size="small" variant="outlined" label={groupSizeText(Number.isFinite(groupSize) ? groupSize : null)} />
        </Stack>
        <Typography variant="caption" color="text.secondary" display="block">
          {dateRangeText(values.startDate as string, values.endDate as string)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {(values.description as string) || 'The description appears here.'}
        </Typography>
        {(images.length > 1 || video) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
            {images.slice(1, 5).map((item, i) => (
              <MediaThumbnail key={`${mediaSrc(item)}-${i}`} item={item} size={48} />
            ))}
            {video && <MediaThumbnail item={video} size={48} />}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
