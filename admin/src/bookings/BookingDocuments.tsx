/** A booking's GST documents (or receipts), oldest first, each with its PDF. */
import { Box, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { documentTitles, formatDate, formatRupees } from '@travel/server/domain';
import type { GstDocument } from '@travel/server/entities';
import { useGetList } from 'react-admin';
import { DocumentPdfButton } from '../documents/DocumentPdfButton.tsx';

export const BookingDocuments = ({ bookingId }: { bookingId: string }) => {
  const { data, isPending, error } = useGetList<GstDocument>('documents', {
    filter: { bookingId },
    sort: { field: 'createdAt', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return <Skeleton height={80} />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data.length) return <Typography color="text.secondary">No documents yet</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Documents" data-testid="booking-documents">
        <TableBody>
          {data.map((document) => (
            <TableRow key={document.id}>
              <TableCell sx={{ pl: 0 }}>
                <strong>{document.number}</strong>
                <br />
                <Typography variant="caption" color="text.secondary">
                  {documentTitles[document.type]} · {formatDate(document.issuedOn)}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatRupees(document.amount)}</TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                <DocumentPdfButton document={document} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
