/** Shows which file is uploading and how far, while a save uploads its media one at a time. */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { uploadProgressStore } from '../providers/uploadProgress.ts';

export const UploadProgressBar = () => {
  const progress = useSyncExternalStore(uploadProgressStore.subscribe, uploadProgressStore.get);
  if (!progress) return null;
  return (
    <Box sx={{ my: 1 }} role="status" aria-live="polite" data-testid="upload-progress">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Uploading {progress.fileName} ({progress.index} of {progress.count}) {progress.percent}%
      </Typography>
      <LinearProgress variant="determinate" value={progress.percent} />
    </Box>
  );
};
