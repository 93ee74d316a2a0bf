/**
 * The review media viewer (docs/product.md#screens, #states): Escape closes, ← → navigate, and the index stays within
 * bounds (no wrapping).
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CarouselItem } from './MediaCarousel.tsx';

export const clampIndex = (index: number, count: number): number => Math.max(0, Math.min(index, count - 1));

const navSx = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', color: 'common.white', bgcolor: 'rgba(255,255,255,0.15)' };

export const GalleryViewer = ({ items, startIndex, onClose }: { items: CarouselItem[]; startIndex: number; onClose: () => void }) => {
  const [index, setIndex] = useState(clampIndex(startIndex, items.length));
  const go = (step: number) => setIndex((current) => clampIndex(current + step, items.length));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((current) => clampIndex(current - 1, items.length));
      if (event.key === 'ArrowRight') setIndex((current) => clampIndex(current + 1, items.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items.length]);

  const current = items[index];
  if (!current) return null;
  return (
    <Dialog open onClose={onClose} fullScreen PaperProps={{ sx: { bgcolor: 'rgba(0,0,0,0.92)' } }} aria-label="Media viewer">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12, color: 'common.white', zIndex: 1 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 1, sm: 6 } }}>
        {current.kind === 'video' ? (
          <Box component="video" key={current.url} src={current.url} controls autoPlay sx={{ maxWidth: '100%', maxHeight: '85vh' }} />
        ) : (
          <Box
            component="img"
            src={current.url}
            alt={`Review media ${index + 1}`}
            sx={{ maxWidth: '100%', maxHeight: '85vh', objectFit: 'contain' }}
          />
        )}
      </Box>
      {index > 0 && (
        <IconButton aria-label="Previous" onClick={() => go(-1)} sx={{ ...navSx, left: 12 }}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      {index < items.length - 1 && (
        <IconButton aria-label="Next" onClick={() => go(1)} sx={{ ...navSx, right: 12 }}>
          <ChevronRightIcon />
        </IconButton>
      )}
      <Typography data-testid="gallery-counter" sx={{ color: 'common.white', textAlign: 'center', pb: 2 }}>
        {index + 1} / {items.length}
      </Typography>
    </Dialog>
  );
};
