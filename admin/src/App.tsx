/**
 * The one place that wires the back office: providers, layout, login page, dashboard, resources.
 * react-admin runs under /admin inside a BrowserRouter (its basename alone rendered a blank page);
 * /admin itself goes to /admin/dashboard (docs/product.md#screens).
 */
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { ADMIN_BASE, DASHBOARD_PATH } from './layout/paths.ts';
import { adminQueryClient } from './layout/queryClient.ts';
import { adminTheme } from './layout/theme.ts';
import { ADMIN_TITLE } from './layout/usePageTitle.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import bookings from './bookings/index.ts';
import departures from './departures/index.ts';
import documents from './documents/index.ts';
import jobs from './jobs/index.ts';
import { dataProvider } from './providers/dataProvider.ts';
import requests from './requests/index.ts';
import staff from './staff/index.ts';
import reviews from './reviews/index.ts';
import trips from './trips/index.ts';
import users from './users/index.ts';
import vouchers from './vouchers/index.ts';
import coupons from './coupons/index.ts';

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const FinancePage = lazy(() => import('./finance/FinancePage.tsx'));
const FitnessQueue = lazy(() => import('./travellers/FitnessQueue.tsx'));
const RoomingPage = lazy(() => import('./travellers/RoomingPage.tsx'));

/** The resources, in menu order, by the API's path names. */
const resources = {
  trips,
  departures,
  bookings,
  documents,
  vouchers,
  coupons,
  reviews,
  users,
  'customization-requests': requests,
  jobs,
  staff,
};
const queryClient = adminQueryClient(Object.keys(resources));

const BackOffice = () => (
  <Admin
    basename={ADMIN_BASE}
    title={ADMIN_TITLE}
    dataProvider={dataProvider}
    queryClient={queryClient}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AdminLayout}
    theme={adminTheme}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/finance" element={<FinancePage />} />
      <Route path="/fitness-proofs" element={<FitnessQueue />} />
    </CustomRoutes>
    {/* Printed as it is: without the back office's frame. */}
    <CustomRoutes noLayout>
      <Route path="/departures/:id/rooming" element={<RoomingPage />} />
    </CustomRoutes>
    {Object.entries(resources).map(([name, definition]) => (
      <Resource key={name} name={name} {...definition} />
    ))}
  </Admin>
);

export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path={ADMIN_BASE} element={<Navigate to={DASHBOARD_PATH} replace />} />
      <Route path={`${ADMIN_BASE}/*`} element={<BackOffice />} />
    </Routes>
  </BrowserRouter>
);
