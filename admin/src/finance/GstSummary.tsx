/** The month's GST documents summed per type (cards on a phone), and the GSTR-1 shaped report to download. */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { documentTitles, formatMonth, formatRupees } from '@travel/server/domain';
import type { GstSummaryRow } from '@travel/server/entities';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';
import { downloadGstReport } from '../providers/financeCalls.ts';

const amount = (label: string, key: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'): StackedColumn<GstSummaryRow> => ({
  label,
  value: (row) => formatRupees(row[key]),
  align: 'right',
  nowrap: true,
  labelled: true,
});

// On a phone each type is a card: its title and total, then the count and each amount on a line of its own.
const columns: StackedColumn<GstSummaryRow>[] = [
  { label: 'Document', value: (row) => documentTitles[row.type], title: true },
  { label: 'Count', value: (row) => row.count, align: 'right', labelled: true },
  amount('Taxable value', 'taxableValue'),
  amount('CGST', 'cgst'),
  amount('SGST', 'sgst'),
  amount('IGST', 'igst'),
  { ...amount('Total', 'total'), amount: true },
];

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
        <StackedTable label="GST documents of the month" testId="gst-summary" rows={rows} rowKey={(row) => row.type} columns={columns} />
      )}
    </CardContent>
  </Card>
);
