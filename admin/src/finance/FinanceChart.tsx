/**
 * Money per month as grouped bars (@mui/x-charts): received, refunded, and what confirmed bookings
 * still owe by the month their balance falls due. Rupees with Indian grouping on the axis and in
 * the tooltip.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMonth, formatRupees } from '@travel/server/domain';
import type { FinanceMonth } from '@travel/server/entities';

/** An axis tick: '₹1,25,000' shortened to '₹1.25L', '₹2Cr', '₹45K' (the tooltip shows the whole amount). */
export function shortRupees(amount: number): string {
  const trim = (value: number) => String(Number(value.toFixed(2)));
  if (amount >= 10_000_000) return `₹${trim(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `₹${trim(amount / 100_000)}L`;
  if (amount >= 1000) return `₹${trim(amount / 1000)}K`;
  return formatRupees(amount);
}

export const financeSeries = [
  { dataKey: 'received', label: 'Received', color: '#2e7d32' },
  { dataKey: 'refunded', label: 'Refunded', color: '#c62828' },
  { dataKey: 'outstanding', label: 'Outstanding', color: '#ed6c02' },
] as const;

export const FinanceChart = ({ months }: { months: FinanceMonth[] }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2">
        Money per month
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Received and refunded by payment date; outstanding by the month the balance falls due.
      </Typography>
      <BarChart
        dataset={months.map((m) => ({ ...m }))}
        height={320}
        xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (month: string) => formatMonth(month) }]}
        yAxis={[{ valueFormatter: (amount: number) => shortRupees(amount), width: 60 }]}
        series={financeSeries.map((series) => ({ ...series, valueFormatter: (amount: number | null) => formatRupees(amount ?? 0) }))}
      />
    </CardContent>
  </Card>
);
