/**
 * Failed work: every background job that failed (GET /admin/jobs), newest failure first, with what it
 * was for, its queue, its error, its tries and when it failed, each with "Try again"; filtered by queue.
 * A table from laptop width; below it the small-screen table, which on a phone is a list of cards.
 */
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { backgroundJobTexts as texts, formatDateTime, triesText } from '@travel/server/domain';
import type { FailedJob } from '@travel/server/entities';
import { DataTable, List, TextInput, useListContext } from 'react-admin';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { StackedTable } from '../layout/StackedTable.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { TryAgainButton } from './TryAgainButton.tsx';

const Column = DataTable.Col<FailedJob>;
/** Read by screen readers, not shown: the buttons' column needs a header, and its buttons say what they do. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const jobFilters = [<TextInput key="queue" source="queue" label={texts.queue} alwaysOn resettable />];

const NothingFailed = () => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }} role="status" data-testid="nothing-failed">
    <Typography color="text.secondary">{texts.nothingFailed}</Typography>
  </Box>
);

/** With a queue filter on: no results, and how to clear it; without: nothing failed. */
const NoJobs = () => (
  <FilteredEmpty>
    <NothingFailed />
  </FilteredEmpty>
);

const ErrorText = ({ job }: { job: FailedJob }) => (
  <Typography variant="body2" component="span" color={job.error ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
    {job.error ?? texts.noError}
  </Typography>
);

const failedAt = (job: FailedJob) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.failedAt)}</span>;

/** On a phone and a tablet: the page's jobs as StackedTable's cards (a plain table from 600 px). */
const JobCards = () => {
  const { data, isPending } = useListContext<FailedJob>();
  if (isPending) return null;
  if (!data?.length) return <NoJobs />;
  return (
    <Box sx={{ p: 1.5 }}>
      <StackedTable<FailedJob>
        label={texts.failedWork}
        testId="failed-jobs"
        rows={data}
        rowKey={(job) => job.id}
        columns={[
          { label: texts.what, title: true, value: (job) => job.what },
          { label: texts.tries, amount: true, value: (job) => triesText(job.tries) },
          { label: texts.error, value: (job) => <ErrorText job={job} /> },
          { label: texts.queue, labelled: true, value: (job) => job.queue },
          { label: texts.failedAt, labelled: true, value: failedAt },
          { label: texts.tryAgain, value: (job) => <TryAgainButton job={job} /> },
        ]}
      />
    </Box>
  );
};

const JobRows = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) return <JobCards />;
  return (
    <DataTable<FailedJob> bulkActionButtons={false} rowClick={false} empty={<NoJobs />} data-testid="failed-jobs">
      <Column source="what" label={texts.what} disableSort />
      <Column source="queue" label={texts.queue} render={(job) => <span style={{ whiteSpace: 'nowrap' }}>{job.queue}</span>} />
      <Column source="error" label={texts.error} disableSort render={(job) => <ErrorText job={job} />} />
      <Column source="tries" label={texts.tries} align="right" />
      <Column source="failedAt" label={texts.failedAt} render={failedAt} />
      <Column
        label={
          <Box component="span" sx={visuallyHidden}>
            {texts.tryAgain}
          </Box>
        }
        disableSort
        render={(job) => <TryAgainButton job={job} />}
      />
    </DataTable>
  );
};

const JobList = () => {
  usePageTitle(texts.failedWork);
  return (
    <List
      title={texts.failedWork}
      sort={{ field: 'failedAt', order: 'DESC' }}
      perPage={25}
      filters={jobFilters}
      actions={false}
      exporter={false}
      error={<ListErrorRetry />}
      empty={false}
    >
      <JobRows />
    </List>
  );
};

export default JobList;
