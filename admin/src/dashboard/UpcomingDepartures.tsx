/** The next open departures with their seats filled ('7 / 10'), each linking to the departure. */
import { Box, Card, CardContent, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatDate, placeText } from '@travel/server/domain';
import { Link, useCreatePath } from 'react-admin';
import { SeatsSummary } from '../departures/SeatsSummary.tsx';
import type { SummaryState } from './BookingsOverview.tsx';
import { DashboardList } from './DashboardList.tsx';

export const UpcomingDepartures = ({ summary, error }: SummaryState) => {
  const createPath = useCreatePath();
  const departures = summary?.upcomingDepartures;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Upcoming Departures
        </Typography>
        <DashboardList
          pending={!summary && !error}
          error={error}
          empty={departures?.length === 0}
          emptyText="No departures open for booking"
          rowHeight={64}
          testId="upcoming-departures"
        >
          {departures?.map((departure) => (
            <ListItem key={departure.id} disablePadding>
              <ListItemButton
                component={Link}
                to={createPath({ resource: 'departures', type: 'edit', id: departure.id })}
                sx={{ px: 0, gap: 2 }}
              >
                <ListItemText primary={placeText(departure.place)} secondary={formatDate(departure.startDate)} />
                <Box sx={{ width: 120, flexShrink: 0 }}>
                  <SeatsSummary departure={departure} compact />
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </DashboardList>
      </CardContent>
    </Card>
  );
};
