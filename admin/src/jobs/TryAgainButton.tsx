/** "Try again" on a failed job (the data provider's retryJob: POST /admin/jobs/{id}/retry): a notification, then the list again. */
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { backgroundJobTexts } from '@travel/server/domain';
import type { FailedJob } from '@travel/server/entities';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

export const TryAgainButton = ({ job }: { job: FailedJob }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const tryAgain = async () => {
    setBusy(true);
    try {
      await dataProvider.retryJob(job.id);
      notify(backgroundJobTexts.triedAgain, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      onClick={() => void tryAgain()}
      disabled={busy}
      aria-label={`${backgroundJobTexts.tryAgain}: ${job.what}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {backgroundJobTexts.tryAgain}
    </Button>
  );
};
