/**
 * The product's (docs/product.md#screens) sidebar: Dashboard, Trips, Reviews, Users, View Public Site (plus the requests inbox,
 * and the departures and bookings of online reservations).
 */
import DashboardIcon from '@mui/icons-material/Dashboard';
import FinanceIcon from '@mui/icons-material/CurrencyRupee';
import FitnessIcon from '@mui/icons-material/MonitorHeart';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, MenuItem, Typography } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { DASHBOARD_PATH, FINANCE_PATH, FITNESS_PROOFS_PATH, PUBLIC_TRIPS_PATH } from './paths.ts';

const ViewPublicSite = () => {
  const [open] = useSidebarState();
  return (
    // A new tab: the admin's work in progress stays open.
    <MenuItem component="a" href={PUBLIC_TRIPS_PATH} target="_blank" rel="noopener" sx={{ color: 'text.secondary', py: 0.75 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      {open && <Typography variant="inherit">View Public Site</Typography>}
    </MenuItem>
  );
};

export const AdminMenu = () => (
  <Menu>
    <Menu.Item to={DASHBOARD_PATH} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
    <Menu.ResourceItem name="trips" />
    <Menu.ResourceItem name="departures" />
    <Menu.ResourceItem name="bookings" />
    <Menu.Item to={FITNESS_PROOFS_PATH} primaryText="Fitness proofs" leftIcon={<FitnessIcon />} />
    <Menu.ResourceItem name="documents" />
    <Menu.ResourceItem name="vouchers" />
    <Menu.ResourceItem name="coupons" />
    <Menu.Item to={FINANCE_PATH} primaryText="Finance" leftIcon={<FinanceIcon />} />
    <Menu.ResourceItem name="reviews" />
    <Menu.ResourceItem name="users" />
    <Menu.ResourceItem name="customization-requests" />
    <Menu.ResourceItem name="jobs" />
    <Menu.ResourceItem name="staff" />
    <ViewPublicSite />
  </Menu>
);
