/**
 * A react-admin input for the media fields of the trip and review forms. It holds uploaded URLs
 * and picked files (uploaded by the data provider on save), checks every pick with the product's (docs/product.md#rules)
 * upload rules from the domain module, and shows thumbnails with a remove button.
 * `multiple` fields hold an array; single fields (video, itinerary PDF) one item or null.
 * `orderable` lists (trip images) can be reordered, and one made the cover (the first).
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Box, Button, Chip, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { checkFieldFiles, mediaTypeOf, uploadFields } from '@travel/server/domain';
import type { UploadField } from '@travel/server/domain';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { useInput } from 'react-admin';
import { isPendingFile, kindOfFile, mediaSrc, mediaTitle, pendingFile } from './mediaItem.ts';
import type { MediaItem } from './mediaItem.ts';

export interface MediaPickerProps {
  source: string;
  label: string;
  field: UploadField;
  multiple?: boolean;
  hint?: ReactNode;
  buttonLabel?: string;
  orderable?: boolean;
}

/** The list with the item at `from` moved to `to` (the cover is index 0). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

const orderButtonSx = { bgcolor: 'rgba(255,255,255,0.9)', p: 0.25, '&:hover': { bgcolor: 'white' } };

/** Image, video or PDF, for URLs and picked files alike. */
export function kindOfItem(item: MediaItem): 'image' | 'video' | 'pdf' | 'unknown' {
  if (isPendingFile(item)) return kindOfFile(item.rawFile) ?? 'unknown';
  if (/\.pdf($|[?#])/i.test(item)) return 'pdf';
  return mediaTypeOf(item);
}

export const MediaThumbnail = ({ item, size = 88 }: { item: MediaItem; size?: number }) => {
  const kind = kindOfItem(item);
  const common = { width: size, height: size, borderRadius: 1, objectFit: 'cover' as const, display: 'block' };
  if (kind === 'image') return <Box component="img" src={mediaSrc(item)} alt={mediaTitle(item)} sx={common} />;
  if (kind === 'video') {
    return (
      <Box sx={{ ...common, position: 'relative', bgcolor: 'grey.900' }}>
        <Box component="video" src={mediaSrc(item)} muted preload="metadata" sx={{ ...common, opacity: 0.8 }} />
        <VideocamIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'common.white' }} />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        ...common,
        bgcolor: 'grey.100',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexDirection: 'column',
        p: 0.5,
      }}
    >
      <PictureAsPdfIcon color="error" />
      <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
        {mediaTitle(item)}
      </Typography>
    </Box>
  );
};

export const MediaPicker = ({ source, label, field, multiple = false, hint, buttonLabel, orderable = false }: MediaPickerProps) => {
  const spec = uploadFields[field];
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useInput<MediaItem[] | MediaItem | null>({ source, defaultValue: multiple ? [] : null });

  const items: MediaItem[] = multiple ? (Array.isArray(value) ? value : []).filter(Boolean) : value ? [value as MediaItem] : [];

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    // A single field replaces its file; a list adds to what it holds.
    const kept = multiple ? items : [];
    const existing = {
      images: kept.filter((item) => kindOfItem(item) === 'image').length,
      videos: kept.filter((item) => kindOfItem(item) === 'video').length,
    };
    const problem = checkFieldFiles(
      field,
      files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
      existing,
    );
    if (problem) {
      setPickError(problem);
      return;
    }
    setPickError(null);
    const picked = files.map(pendingFile);
    onChange(multiple ? [...kept, ...picked] : picked[0]);
  };

  const remove = (index: number) => {
    setPickError(null);
    if (multiple) onChange(items.filter((_, i) => i !== index));
    else onChange(null);
  };

  const move = (from: number, to: number) => onChange(moveItem(items, from, to));

  const message = pickError ?? (error?.message || null);
  return (
    <Box sx={{ mb: 2 }} data-testid={`media-${source}`}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      {items.length > 0 && (
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
          {items.map((item, index) => (
            <Box key={`${mediaSrc(item)}-${index}`} sx={{ position: 'relative' }}>
              <MediaThumbnail item={item} />
              <IconButton
                size="small"
                aria-label={`Remove ${mediaTitle(item)}`}
                onClick={() => remove(index)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'white' } }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
              {orderable && index === 0 && items.length > 1 && (
                <Chip size="small" color="primary" label="Cover" sx={{ position: 'absolute', bottom: 2, left: 2, height: 20 }} />
              )}
              {orderable && items.length > 1 && (
                <Stack direction="row" spacing={0.25} sx={{ mt: 0.5, justifyContent: 'center' }}>
                  <IconButton
                    size="small"
                    sx={orderButtonSx}
                    disabled={index === 0}
                    aria-label={`Move ${mediaTitle(item)} earlier`}
                    onClick={() => move(index, index - 1)}
                  >
                    <ChevronLeftIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    sx={orderButtonSx}
                    disabled={index === 0}
                    aria-label={`Make ${mediaTitle(item)} the cover`}
                    onClick={() => move(index, 0)}
                  >
                    <StarIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    sx={orderButtonSx}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${mediaTitle(item)} later`}
                    onClick={() => move(index, index + 1)}
                  >
                    <ChevronRightIcon fontSize="small" />
                  </IconButton>
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Button variant="outlined" startIcon={<UploadFileIcon />} size="small" onClick={() => fileInput.current?.click()}>
        {buttonLabel ?? (multiple ? 'Add files' : items.length ? 'Replace file' : 'Choose file')}
      </Button>
      <input id={inputId} ref={fileInput} type="file" hidden name={source} accept={spec.acceptAttr} multiple={multiple} onChange={pick} />
      {hint && <FormHelperText>{hint}</FormHelperText>}
      {message && (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
};
