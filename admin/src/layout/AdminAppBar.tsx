import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { readSession } from '../providers/session.ts';
import { LogoutButton } from './LogoutButton.tsx';

/**
 * react-admin's bar brings the sidebar toggle; it gets the admin's email and a logout button, and
 * nothing else (the specification's top bar; the users page has its own Refresh).
 */
export const AdminAppBar = () => {
  const email = readSession().admin?.email ?? '';
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 'none' }}>
          <Typography
            variant="body2"
            data-testid="admin-email"
            title={email}
            sx={{
              maxWidth: { xs: 110, sm: 260 },
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {email}
          </Typography>
          <LogoutButton />
        </Box>
      }
    >
      {/* The title takes what room is left and ends in an ellipsis: it never runs into the e-mail. */}
      <TitlePortal
        component="h1"
        sx={{ flex: '1 1 auto', minWidth: 0, mr: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
    </AppBar>
  );
};
