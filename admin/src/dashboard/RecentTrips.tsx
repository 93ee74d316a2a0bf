/** docs/product.md#screens dashboard: the five most recent trips (image, place, days, price, created date). */
import PhotoIcon from '@mui/icons-material/Photo';
import { Avatar, Card, CardContent, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import { daysText, formatDate, formatRupees, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import { Link, useGetList } from 'react-admin';
import { editPath } from '../layout/paths.ts';
import { DashboardList } from './DashboardList.tsx';
import { recentParams } from './recentQueries.ts';

export const RecentTrips = () => {
  const { data, isPending, error } = useGetList<Trip>('trips', recentParams);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Recent Trips
        </Typography>
        <DashboardList
          pending={isPending}
          error={error}
          empty={data?.length === 0}
          emptyText="No trips yet"
          rowHeight={60}
          testId="recent-trips"
        >
          {data?.map((trip) => (
            <ListItem key={trip.id} disablePadding>
              <ListItemButton component={Link} to={editPath('trips', trip.id)} sx={{ px: 0 }}>
                <ListItemAvatar>
                  <Avatar variant="rounded" src={trip.images[0]} alt="" sx={{ width: 48, height: 48, mr: 1.5 }}>
                    <PhotoIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={placeText(trip.place)}
                  secondary={`${daysText(trip.days)} · ${formatRupees(trip.price)} · ${formatDate(trip.createdAt)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </DashboardList>
      </CardContent>
    </Card>
  );
};
