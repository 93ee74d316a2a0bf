/**
 * A small table that never scrolls sideways: a table from tablet width; on phones a list of cards, the title and
 * the amount on the card's first line and every other column under them with its label where it needs one, so a long
 * reference or a column of amounts is never pushed off the screen. Money lines (payments, refunds) and the GST summary.
 */
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';

export interface StackedColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Right-aligned in the table (figures). */
  align?: 'right';
  /** The amount on the card's first line, at the right (one column a table). */
  amount?: boolean;
  /** The card's heading (one column a table). */
  title?: boolean;
  /** On a card, a line with the label at the left and the value at the right; without, the value stands alone (a date). */
  labelled?: boolean;
  nowrap?: boolean;
  /** Long unbroken words (a bank reference) may break anywhere. */
  breakAnywhere?: boolean;
}

interface StackedTableProps<Row> {
  /** The table's or list's accessible name. */
  label: string;
  testId?: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: StackedColumn<Row>[];
}

// A plain query (theme.breakpoints.down('sm')): pages render these outside any theme in tests too.
export const PHONE_QUERY = '(max-width:599.95px)';

type Layout = Pick<StackedColumn<unknown>, 'nowrap' | 'breakAnywhere'>;

const cellSx = (column: Layout, index: number, last: number) => ({
  ...(index === 0 ? { pl: 0 } : {}),
  ...(index === last ? { pr: 0 } : {}),
  ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
  ...(column.breakAnywhere ? { wordBreak: 'break-all' } : {}),
});

const lineSx = (column: Layout) => (column.breakAnywhere ? { wordBreak: 'break-all' } : {});

export function StackedTable<Row>({ label, testId, rows, rowKey, columns }: StackedTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const last = columns.length - 1;
  if (phone) {
    const title = columns.find((column) => column.title);
    const amount = columns.find((column) => column.amount);
    const rest = columns.filter((column) => column !== title && column !== amount);
    return (
      <Stack component="ul" aria-label={label} data-testid={testId} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" justifyContent="space-between" spacing={1}>
              <Typography variant="body2" fontWeight={600} component="div">
                {title?.value(row)}
              </Typography>
              <Typography variant="body2" fontWeight={700} component="div" sx={{ whiteSpace: 'nowrap' }}>
                {amount?.value(row)}
              </Typography>
            </Stack>
            {rest.map((column) =>
              column.labelled ? (
                <Stack key={column.label} direction="row" justifyContent="space-between" spacing={2}>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ flexShrink: 0 }}>
                    {column.label}
                  </Typography>
                  <Typography variant="caption" component="div" sx={{ textAlign: 'right', ...lineSx(column) }}>
                    {column.value(row)}
                  </Typography>
                </Stack>
              ) : (
                <Typography key={column.label} variant="caption" color="text.secondary" component="div" sx={lineSx(column)}>
                  {column.value(row)}
                </Typography>
              ),
            )}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={label} data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column.label} align={column.align} sx={cellSx(column, index, last)}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) => (
              <TableCell key={column.label} align={column.align} sx={cellSx(column, index, last)}>
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
