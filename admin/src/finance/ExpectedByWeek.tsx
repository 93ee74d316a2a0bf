/** Money expected per week: what is left of the instalments falling due, this week (overdue ones too) and the eleven after. */
import { Card, CardContent, Typography } from '@mui/material';
import { formatDate, formatRupees } from '@travel/server/domain';
import type { FinanceWeek } from '@travel/server/entities';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';

const columns: StackedColumn<FinanceWeek>[] = [
  { label: 'Week of', value: (row) => formatDate(row.week), title: true },
  { label: 'Instalments', value: (row) => row.instalments, align: 'right', labelled: true },
  { label: 'Expected', value: (row) => formatRupees(row.expected), align: 'right', nowrap: true, labelled: true, amount: true },
];

export const ExpectedByWeek = ({ weeks }: { weeks: FinanceWeek[] }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Money expected by week
      </Typography>
      {weeks.every((week) => week.instalments === 0) ? (
        <Typography color="text.secondary">No instalments fall due in the next twelve weeks</Typography>
      ) : (
        <StackedTable label="Money expected by week" testId="finance-weeks" rows={weeks} rowKey={(row) => row.week} columns={columns} />
      )}
    </CardContent>
  </Card>
);
