/** docs/product.md#screens admin dashboard, one widget per file. */
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { BookingsOverview } from './BookingsOverview.tsx';
import { FailedMessages } from './FailedMessages.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentReviews } from './RecentReviews.tsx';
import { RecentTrips } from './RecentTrips.tsx';
import { StatisticsPanel } from './StatisticsPanel.tsx';
import { Totals } from './Totals.tsx';
import { Welcome } from './Welcome.tsx';

const Dashboard = () => {
  usePageTitle('Dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 2, py: { xs: 1, sm: 2 } }}>
      <Title title="Dashboard" />
      <Welcome />
      <Totals />
      <BookingsOverview />
      <FailedMessages />
      <QuickActions />
      <StatisticsPanel />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <RecentTrips />
        <RecentReviews />
      </Box>
    </Box>
  );
};

export default Dashboard;
