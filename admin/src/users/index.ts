/** The users resource: a read-only page of registered travellers. */
import UserIcon from '@mui/icons-material/People';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./UserList.tsx')),
  icon: UserIcon,
  options: { label: 'Users' },
};
