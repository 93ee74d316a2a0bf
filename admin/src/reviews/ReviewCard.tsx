/**
 * One card of the specification's Manage Reviews: reviewer, stars, text cut at 150 characters with See more /
 * See less, image thumbnails, the video, the date, and a menu with Edit and Delete; its status (pending or
 * published, a verified traveller's) and the button that publishes it or moves it back to pending.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Button, Card, CardContent, IconButton, ListItemIcon, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { deleteConfirmation, formatDate, limits, messages, reviewerText, truncateText } from '@travel/server/domain';
import type { Review } from '@travel/server/entities';
import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SelectCardCheckbox } from '../layout/CardSelection.tsx';
import { editPath } from '../layout/paths.ts';
import { StarRating } from '../layout/StarRating.tsx';
import { GalleryViewer } from '../media/GalleryViewer.tsx';
import { ReviewPublishButton, ReviewStatusChip } from './ReviewStatusActions.tsx';
import type { CarouselItem } from '../media/MediaCarousel.tsx';

export const reviewMediaItems = (review: Pick<Review, 'images' | 'video'>): CarouselItem[] => [
  ...review.images.map((url) => ({ url, kind: 'image' as const })),
  ...(review.video ? [{ url: review.video, kind: 'video' as const }] : []),
];

export const ReviewText = ({ text }: { text: string }) => {
  const [expanded, setExpanded] = useState(false);
  const cut = truncateText(text ?? '', limits.reviewTruncateAt);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
      {expanded ? text : cut.text}
      {cut.truncated && (
        <Button
          size="small"
          onClick={() => setExpanded((open) => !open)}
          sx={{ ml: 0.5, p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none' }}
        >
          {expanded ? 'See less' : 'See more'}
        </Button>
      )}
    </Typography>
  );
};

export const ReviewCard = ({ review }: { review: Review }) => {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleteOne, { isPending: deleting }] = useDelete<Review>();
  const media = reviewMediaItems(review);
  const name = reviewerText(review.reviewerName);

  const remove = () =>
    deleteOne(
      'reviews',
      { id: review.id, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(messages.deleted, { type: 'info' });
        },
        onError: (error) => {
          setConfirming(false);
          notify((error as Error).message || messages.deleteReviewFailed, { type: 'error' });
        },
      },
    );

  return (
    <Card
      data-testid="review-card"
      sx={{ width: { xs: 280, sm: 320 }, flexShrink: 0, scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start">
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} noWrap>
              {name}
            </Typography>
            <StarRating rating={review.rating} />
            {review.trip?.place && (
              <Typography variant="caption" color="text.secondary" display="block" noWrap>
                Trip: {review.trip.place}
              </Typography>
            )}
            <Box sx={{ mt: 0.5 }}>
              <ReviewStatusChip review={review} />
            </Box>
          </Box>
          <Stack direction="row" alignItems="center" sx={{ flexShrink: 0 }}>
            <SelectCardCheckbox id={review.id} name={`review by ${name}`} />
            <IconButton aria-label={`Actions for ${name}`} onClick={(event) => setMenuAnchor(event.currentTarget)} size="small">
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
              <MenuItem onClick={() => navigate(editPath('reviews', review.id))}>
                <ListItemIcon>
                  <EditIcon fontSize="small" />
                </ListItemIcon>
                Edit
              </MenuItem>
              <MenuItem
                onClick={() => {
                  setMenuAnchor(null);
                  setConfirming(true);
                }}
                sx={{ color: 'error.main' }}
              >
                <ListItemIcon>
                  <DeleteIcon fontSize="small" color="error" />
                </ListItemIcon>
                Delete
              </MenuItem>
            </Menu>
          </Stack>
        </Stack>
        <Box sx={{ mt: 1 }}>
          <ReviewText text={review.reviewText} />
        </Box>
        {media.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {media.map((item, i) => (
              <Box
                key={`${item.url}-${i}`}
                component="button"
                type="button"
                aria-label={item.kind === 'video' ? 'Play video' : `Open image ${i + 1}`}
                onClick={() => setViewerIndex(i)}
                sx={{
                  p: 0,
                  border: 0,
                  borderRadius: 1,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  position: 'relative',
                  width: 64,
                  height: 64,
                  bgcolor: 'grey.900',
                }}
              >
                {item.kind === 'video' ? (
                  <>
                    <Box
                      component="video"
                      src={item.url}
                      muted
                      preload="metadata"
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.75 }}
                    />
                    <PlayCircleIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'common.white' }} />
                  </>
                ) : (
                  <Box component="img" src={item.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, pb: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
        <ReviewPublishButton review={review} />
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="Delete Review"
        content={deleteConfirmation(name)}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
      {viewerIndex !== null && <GalleryViewer items={media} startIndex={viewerIndex} onClose={() => setViewerIndex(null)} />}
    </Card>
  );
};
