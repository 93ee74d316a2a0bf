import { Box, Typography } from '@mui/material';
import { messages } from '@travel/server/domain';
import { CreateButton } from 'react-admin';

/** docs/product.md#screens: the empty state of Manage Trips. */
export const NoTripsFound = () => (
  <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
    <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
      {messages.noTripsFound}
    </Typography>
    <CreateButton label="Add Trip" variant="contained" />
  </Box>
);
