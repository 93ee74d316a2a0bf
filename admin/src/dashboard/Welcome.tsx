/** docs/product.md#screens dashboard: welcome with the admin's email and today's date. */
import { Card, CardContent, Typography } from '@mui/material';
import { TIME_ZONE } from '@travel/server/domain';
import { readSession } from '../providers/session.ts';

const todayText = () =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(),
  );

export const Welcome = () => {
  const email = readSession().admin?.email ?? '';
  return (
    <Card sx={{ background: 'linear-gradient(120deg, #07514d 0%, #0b6e69 50%, #16506f 100%)', color: 'common.white' }}>
      <CardContent sx={{ py: 3 }}>
        <Typography variant="h5" component="h2" fontWeight={700}>
          Welcome back, {email}
        </Typography>
        <Typography variant="body1" sx={{ opacity: 0.9, mt: 0.5 }} data-testid="today">
          {todayText()}
        </Typography>
      </CardContent>
    </Card>
  );
};
