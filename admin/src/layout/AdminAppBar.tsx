import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { readSession } from '../providers/session.ts';
import { LogoutButton } from './LogoutButton.tsx';

/** react-admin's bar brings the sidebar toggle; it gets the admin's email and a logout button. */
export const AdminAppBar = () => {
  const email = readSession().admin?.email ?? '';
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LoadingIndicator />
          <Typography
            variant="body2"
            data-testid="admin-email"
            sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {email}
          </Typography>
          <LogoutButton />
        </Box>
      }
    >
      <TitlePortal />
    </AppBar>
  );
};
