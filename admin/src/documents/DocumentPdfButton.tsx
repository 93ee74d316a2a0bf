/** A document's PDF, fetched with the admin's token and saved under its number. */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import type { GstDocument } from '@travel/server/entities';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadDocumentPdf } from '../providers/financeCalls.ts';

export const DocumentPdfButton = ({ document }: { document: Pick<GstDocument, 'id' | 'number'> }) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocumentPdf(document);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
      startIcon={<PictureAsPdfIcon />}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
      disabled={busy}
      aria-label={`PDF of ${document.number}`}
    >
      PDF
    </Button>
  );
};
