/**
 * docs/product.md#states: logout asks 'Logout Confirmation' / 'Are you sure you want to logout?', clears the
 * session (ending it on the server too, through the authProvider) and goes to the public /login
 * page with a 'Logged Out' notice. The notice is shown here first, then /login is opened with
 * `?loggedOut=1` so the public page can show it too.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { messages } from '@travel/server/domain';
import { authProvider } from '../providers/authProvider.ts';

export const LOGGED_OUT_URL = '/login?loggedOut=1';
const NOTICE_MS = 1200;

export const LogoutButton = () => {
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();

  const logout = () => {
    setConfirming(false);
    // Clears the stored session at once; the server call finishes during the notice.
    void authProvider.logout({});
    notify(messages.loggedOut, { type: 'info', autoHideDuration: NOTICE_MS });
    window.setTimeout(() => window.location.assign(LOGGED_OUT_URL), NOTICE_MS);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label="Logout"
        startIcon={<LogoutIcon />}
        onClick={() => setConfirming(true)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* On a phone the icon alone leaves room for the admin's email. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Logout
        </Box>
      </Button>
      <Confirm
        isOpen={confirming}
        title={messages.logoutConfirmationTitle}
        content={messages.logoutConfirmationText}
        confirm="Logout"
        cancel="Cancel"
        onConfirm={logout}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
