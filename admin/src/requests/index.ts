/**
 * Beyond the specification (docs/product.md#beyond-the-specification): the customization requests travellers send, for the team to act on.
 */
import RequestIcon from '@mui/icons-material/Inbox';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./RequestList.tsx')),
  icon: RequestIcon,
  options: { label: 'Requests' },
};
