/**
 * docs/product.md#screens admin login: email, password with show/hide, Sign In. Success: 'Login Successful!' and
 * /admin/dashboard. Failure: an inline alert and a 5-second toast. Guest-only: a signed-in admin
 * is sent to the dashboard. It carries the company's name and the public site's colours. It takes over from the
 * HTML form painted before the bundle arrived (loginShell.ts): what was typed there, the field in use and a Sign In
 * already pressed carry on here.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Card, CardContent, CircularProgress, IconButton, InputAdornment, Typography } from '@mui/material';
import { limits, messages, validateAdminLogin } from '@travel/server/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form, TextInput, useLogin, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH, PUBLIC_TRIPS_PATH } from '../layout/paths.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import type { AdminCredentials } from '../providers/authProvider.ts';
import { isAdminSession, isTravellerSession } from '../providers/session.ts';
import { readLoginShell, removeLoginShell } from './loginShell.ts';
import { loginTexts } from './loginTexts.ts';

/** The company's name, written into index.html by the server (plugins/admin-spa.ts). */
export const companyName = (): string => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() ?? '';

/** docs/product.md#screens guard: a guest-only page opened by a signed-in traveller goes to /trips (index.html does it first). */
const PublicSiteRedirect = () => {
  useEffect(() => window.location.replace(PUBLIC_TRIPS_PATH), []);
  return null;
};

export const LoginPage = () => {
  usePageTitle(loginTexts.title);
  const login = useLogin();
  const notify = useNotify();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const brand = companyName();
  // Read while the shell is still on the page; it goes before this page is painted.
  const [shell] = useState(readLoginShell);
  useLayoutEffect(removeLoginShell, []);
  const signIn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Pressed before this page arrived: pressed again here, through the form's checks.
    if (shell?.submitted) signIn.current?.click();
  }, [shell]);

  if (isAdminSession()) return <Navigate to={DASHBOARD_PATH} replace />;
  if (isTravellerSession()) return <PublicSiteRedirect />;

  const submit = async (values: Partial<AdminCredentials>) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ email: values.email ?? '', password: values.password ?? '' }, DASHBOARD_PATH);
      // Short and at the bottom: the dashboard's first lines stay readable under it.
      notify(messages.loginSuccessful, {
        type: 'success',
        autoHideDuration: 2500,
        anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.loginFailed;
      setFailure(message);
      notify(message, { type: 'error', autoHideDuration: limits.errorToastMs });
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        // The public site's hero gradient.
        background: 'linear-gradient(135deg, #07514d 0%, #0b6e69 45%, #16506f 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {brand && (
            <Typography variant="subtitle1" component="p" fontWeight={800} color="primary" data-testid="company-name">
              {brand}
            </Typography>
          )}
          <Typography variant="h5" component="h1" fontWeight={700} gutterBottom>
            {loginTexts.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {loginTexts.lead}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="login-error">
              {failure}
            </Alert>
          )}
          <Form
            onSubmit={submit}
            validate={validateAdminLogin}
            record={shell ? { email: shell.email, password: shell.password } : undefined}
            noValidate
          >
            <TextInput
              source="email"
              label={loginTexts.email}
              type="email"
              autoComplete="username"
              fullWidth
              autoFocus={shell?.focused !== 'password'}
            />
            <TextInput
              source="password"
              label={loginTexts.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              autoFocus={shell?.focused === 'password'}
              InputProps={{
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              }}
            />
            <Button
              ref={signIn}
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ mt: 1 }}
            >
              {loginTexts.signIn}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
