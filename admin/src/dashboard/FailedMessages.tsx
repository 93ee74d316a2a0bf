/** The dashboard's count of messages to travellers that failed in the last day (GET /admin/messages/summary). */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { travellerMessageTexts } from '@travel/server/domain';
import { useEffect, useState } from 'react';
import { fetchFailedLastDay } from '../providers/messageCalls.ts';

export const FailedMessages = () => {
  const [failed, setFailed] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    fetchFailedLastDay().then(setFailed, () => setUnavailable(true));
  }, []);
  if (unavailable) return null;
  return (
    <Card variant="outlined" sx={failed ? { borderColor: 'error.main' } : undefined}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <ErrorOutlineIcon color={failed ? 'error' : 'disabled'} />
        <Typography data-testid="failed-messages">
          {travellerMessageTexts.failedLastDay}: {failed ?? <Skeleton component="span" width={24} sx={{ display: 'inline-block' }} />}
        </Typography>
      </CardContent>
    </Card>
  );
};
