import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#00897b' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 220, closedWidth: 56 },
};
