/** The month's GST documents summed per type, and the GSTR-1 shaped report to download. */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { documentTitles, formatMonth, formatRupees } from '@travel/server/domain';
import type { GstSummaryRow } from '@travel/server/domain';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadGstReport } from '../providers/financeCalls.ts';

const amountColumns = [
  ['taxableValue', 'Taxable value'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['igst', 'IGST'],
  ['total', 'Total'],
] as const;

export const GstReportButton = ({ month }: { month: string }) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGstReport(month);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      GST report
    </Button>
  );
};

export const GstSummary = ({ month, rows }: { month: string; rows: GstSummaryRow[] }) => (
  <Card variant="outlined">
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          GST, {formatMonth(month, { long: true })}
        </Typography>
        <GstReportButton month={month} />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No documents issued this month</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="GST documents of the month">
            <TableHead>
              <TableRow>
                <TableCell>Document</TableCell>
                <TableCell align="right">Count</TableCell>
                {amountColumns.map(([key, label]) => (
                  <TableCell key={key} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.type}>
                  <TableCell>{documentTitles[row.type]}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  {amountColumns.map(([key]) => (
                    <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(row[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </CardContent>
  </Card>
);
