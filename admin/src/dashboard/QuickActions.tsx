/** docs/product.md#screens dashboard quick actions: add trip, add review, manage trips, manage reviews. */
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, useCreatePath } from 'react-admin';

export const QuickActions = () => {
  const createPath = useCreatePath();
  const actions = [
    { label: 'Add Trip', to: createPath({ resource: 'trips', type: 'create' }), icon: <AddIcon />, variant: 'contained' as const },
    { label: 'Add Review', to: createPath({ resource: 'reviews', type: 'create' }), icon: <AddIcon />, variant: 'contained' as const },
    { label: 'Manage Trips', to: createPath({ resource: 'trips', type: 'list' }), icon: <ListIcon />, variant: 'outlined' as const },
    { label: 'Manage Reviews', to: createPath({ resource: 'reviews', type: 'list' }), icon: <ListIcon />, variant: 'outlined' as const },
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {actions.map((action) => (
            <Button key={action.label} component={Link} to={action.to} variant={action.variant} startIcon={action.icon}>
              {action.label}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
