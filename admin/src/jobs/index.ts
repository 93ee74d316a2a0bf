/** Failed work: background jobs that failed, with their error and tries, each tried again by an admin. */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { backgroundJobTexts } from '@travel/server/domain';
import type { FailedJob } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./JobList.tsx')),
  icon: ReportProblemIcon,
  options: { label: backgroundJobTexts.failedWork },
  recordRepresentation: (job: FailedJob) => job.what,
};
