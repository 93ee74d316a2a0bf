/** Staff: the office's admins and trip leaders, invited, disabled and given a role by admins. */
import StaffIcon from '@mui/icons-material/Badge';
import type { Admin } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./StaffList.tsx')),
  icon: StaffIcon,
  options: { label: 'Staff' },
  recordRepresentation: (member: Admin) => member.name || member.email,
};
