/**
 * Finance: for a chosen month, money received and refunded, overdue balances, pending refunds and
 * vouchers outstanding; twelve months of money as a chart; money expected by week (instalments
 * falling due); the month's GST documents with the GST report to download (GET /admin/reports/finance);
 * then the discounts given and each coupon's figures (FinanceDiscounts, its own call).
 */
import { Alert, Box, Skeleton, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { calendarDay, isMonth } from '@travel/server/domain';
import { useState } from 'react';
import { Title } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { fetchFinanceReport } from '../providers/financeCalls.ts';
import { ExpectedByWeek } from './ExpectedByWeek.tsx';
import { FinanceChart } from './FinanceChart.tsx';
import { FinanceDiscounts } from './FinanceDiscounts.tsx';
import { FinanceFigures } from './FinanceFigures.tsx';
import { GstSummary } from './GstSummary.tsx';

const FinancePage = () => {
  usePageTitle('Finance');
  const [month, setMonth] = useState(() => calendarDay().slice(0, 7));
  const report = useQuery({ queryKey: ['finance', month], queryFn: () => fetchFinanceReport(month) });
  return (
    <Box sx={{ display: 'grid', gap: 2, py: { xs: 1, sm: 2 } }}>
      <Title title="Finance" />
      <TextField
        type="month"
        label="Month"
        value={month}
        onChange={(event) => isMonth(event.target.value) && setMonth(event.target.value)}
        size="small"
        sx={{ width: 200 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      <FinanceFigures report={report.data} />
      {report.data ? (
        <>
          <FinanceChart months={report.data.months} />
          <ExpectedByWeek weeks={report.data.expectedByWeek} />
          <GstSummary month={report.data.month} rows={report.data.gst} />
        </>
      ) : (
        !report.error && <Skeleton variant="rounded" height={360} />
      )}
      <FinanceDiscounts month={month} />
    </Box>
  );
};

export default FinancePage;
