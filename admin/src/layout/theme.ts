import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  // The public site's colours (site/src/styles/global.css: --brand, --accent), so both feel like one company.
  palette: {
    primary: { main: '#0b6e69', dark: '#07514d' },
    secondary: { main: '#b4460d', dark: '#8f370a' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 220, closedWidth: 56 },
};
