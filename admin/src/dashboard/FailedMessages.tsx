/**
 * The dashboard's failures of the last day: background work (GET /admin/jobs/summary, traveller
 * messages' jobs included), linking to the Failed work page, and messages to travellers (GET
 * /admin/messages/summary: also those a provider reported failed after taking them).
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { backgroundJobTexts, travellerMessageTexts } from '@travel/server/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-admin';
import { ADMIN_BASE } from '../layout/paths.ts';
import { fetchFailedJobsLastDay } from '../providers/jobCalls.ts';
import { fetchFailedLastDay } from '../providers/messageCalls.ts';

const count = (value: number | null) => value ?? <Skeleton component="span" width={24} sx={{ display: 'inline-block' }} />;

export const FailedMessages = () => {
  const [failed, setFailed] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [failedJobs, setFailedJobs] = useState<number | null>(null);
  const [jobsUnavailable, setJobsUnavailable] = useState(false);
  useEffect(() => {
    fetchFailedLastDay().then(setFailed, () => setUnavailable(true));
    fetchFailedJobsLastDay().then(setFailedJobs, () => setJobsUnavailable(true));
  }, []);
  if (unavailable && jobsUnavailable) return null;
  const anyFailed = Boolean(failed || failedJobs);
  return (
    <Card variant="outlined" sx={anyFailed ? { borderColor: 'error.main' } : undefined}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <ErrorOutlineIcon color={anyFailed ? 'error' : 'disabled'} />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {!jobsUnavailable && (
            <Link to={`${ADMIN_BASE}/jobs`} data-testid="failed-jobs" sx={{ fontWeight: failedJobs ? 600 : undefined }}>
              {backgroundJobTexts.failedLastDay}: {count(failedJobs)}
            </Link>
          )}
          {!unavailable && (
            <Typography data-testid="failed-messages">
              {travellerMessageTexts.failedLastDay}: {count(failed)}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
