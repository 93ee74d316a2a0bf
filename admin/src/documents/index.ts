/** Documents: the GST documents and receipts the ledger issued, read-only, each as its PDF. */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { GstDocument } from '@travel/server/entities';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./DocumentList.tsx')),
  icon: ReceiptLongIcon,
  options: { label: 'Documents' },
  recordRepresentation: (document: GstDocument) => document.number,
};
