import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { readSession } from '../providers/session.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { ADMIN_TITLE } from './usePageTitle.ts';

const TITLE_FALLBACK_CLASS = 'admin-title-fallback';

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
      {/*
        The title takes what room is left and ends in an ellipsis: it never runs into the e-mail. Each page puts its own
        title in with <Title>, but only once its code has loaded (the pages are loaded lazily, after the layout): until
        then the heading says "Admin" rather than being an empty h1, and that word goes as soon as the page's title comes.
      */}
      <TitlePortal
        component="h1"
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          mr: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          [`& > .${TITLE_FALLBACK_CLASS}:not(:only-child)`]: { display: 'none' },
        }}
      >
        <span className={TITLE_FALLBACK_CLASS}>{ADMIN_TITLE}</span>
      </TitlePortal>
    </AppBar>
  );
};
