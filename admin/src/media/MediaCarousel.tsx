/**
 * The trip details modal's carousel (docs/product.md#screens, #states): images then the video, previous/next that wrap
 * around, a counter and thumbnails; a 3-second slideshow that pauses on hover and while the video
 * plays; ← and → navigate, space toggles the slideshow.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { limits } from '@travel/server/domain';
import { useCallback, useEffect, useState } from 'react';
import { MediaThumbnail } from './MediaPicker.tsx';

export interface CarouselItem {
  url: string;
  kind: 'image' | 'video';
}

export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.45)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
};

export const MediaCarousel = ({ items, title }: { items: CarouselItem[]; title: string }) => {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const count = items.length;

  const go = useCallback((step: number) => setIndex((current) => wrapIndex(current + step, count)), [count]);

  useEffect(() => {
    if (!playing || hovered || videoPlaying || count < 2) return undefined;
    const timer = window.setInterval(() => go(1), limits.adminSlideshowMs);
    return () => window.clearInterval(timer);
  }, [playing, hovered, videoPlaying, count, go]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'BUTTON'].includes(event.target.tagName) && event.key === ' ')
        return;
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else if (event.key === ' ') {
        event.preventDefault();
        setPlaying((on) => !on);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (count === 0) {
    return (
      <Box sx={{ height: 220, bgcolor: 'grey.100', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary">No media</Typography>
      </Box>
    );
  }
  const current = items[Math.min(index, count - 1)];
  return (
    <Box data-testid="media-carousel">
      <Box
        sx={{ position: 'relative', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', height: { xs: 220, sm: 360 } }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {current.kind === 'video' ? (
          <Box
            component="video"
            key={current.url}
            src={current.url}
            controls
            onPlay={() => setVideoPlaying(true)}
            onPause={() => setVideoPlaying(false)}
            onEnded={() => setVideoPlaying(false)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Box
            component="img"
            src={current.url}
            alt={`${title} ${index + 1}`}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton aria-label="Previous" onClick={() => go(-1)} sx={{ ...arrowSx, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="Next" onClick={() => go(1)} sx={{ ...arrowSx, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        <Stack
          direction="row"
          alignItems="center"
          spacing={1}
          sx={{ position: 'absolute', bottom: 8, right: 8, bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white', borderRadius: 4, px: 1 }}
        >
          <Typography variant="caption" data-testid="carousel-counter">
            {index + 1} / {count}
          </Typography>
          {count > 1 && (
            <IconButton
              size="small"
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setPlaying((on) => !on)}
              sx={{ color: 'inherit' }}
            >
              {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
            </IconButton>
          )}
        </Stack>
      </Box>
      {count > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {items.map((item, i) => (
            <Box
              key={`${item.url}-${i}`}
              component="button"
              type="button"
              aria-label={`Show item ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                borderRadius: 1.5,
                cursor: 'pointer',
                bgcolor: 'transparent',
                flexShrink: 0,
              }}
            >
              <MediaThumbnail item={item.url} size={56} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
};
