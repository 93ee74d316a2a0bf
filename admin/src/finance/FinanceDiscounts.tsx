/**
 * The Finance page's discounts (DESIGN "Prices that fill departures"): what each kind took off the bookings sold, per
 * month they were made (the months with any), and each coupon's uses, discount given and revenue. Its own call
 * (GET /admin/reports/discounts) and section, beside the page's money figures.
 */
import { Alert, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatMonth, formatRupees, messages } from '@travel/server/domain';
import type { CouponFigures, DiscountMonth } from '@travel/server/entities';
import { Link as RouterLink, useCreatePath } from 'react-admin';
import { couponValueText } from '../coupons/couponText.ts';
import { type StackedColumn, StackedTable } from '../layout/StackedTable.tsx';
import { errorMessage } from '../providers/api.ts';
import { fetchDiscountReport } from '../providers/couponCalls.ts';

const rupees = (label: string, key: 'early_bird' | 'group' | 'coupon' | 'referral'): StackedColumn<DiscountMonth> => ({
  label,
  value: (row) => formatRupees(row[key]),
  align: 'right',
  nowrap: true,
  labelled: true,
});

export const discountColumns: StackedColumn<DiscountMonth>[] = [
  { label: 'Month', value: (row) => formatMonth(row.month, { long: true }), title: true },
  rupees('Early bird', 'early_bird'),
  rupees('Group', 'group'),
  rupees('Coupon', 'coupon'),
  rupees('Referral', 'referral'),
  { label: 'Bookings', value: (row) => row.bookings, align: 'right', labelled: true },
  { label: 'Total', value: (row) => formatRupees(row.total), align: 'right', nowrap: true, labelled: true, amount: true },
];

const CouponCode = ({ coupon }: { coupon: CouponFigures }) => {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'coupons', type: 'edit', id: coupon.id })}>
      {coupon.code}
    </Link>
  );
};

export const couponColumns: StackedColumn<CouponFigures>[] = [
  { label: 'Coupon', value: (coupon) => <CouponCode coupon={coupon} />, title: true, breakAnywhere: true },
  { label: 'Discount', value: (coupon) => couponValueText(coupon), labelled: true },
  { label: 'Status', value: (coupon) => (coupon.status === 'active' ? 'Active' : 'Disabled'), labelled: true },
  { label: 'Uses', value: (coupon) => coupon.uses, align: 'right', labelled: true },
  { label: 'Discount given', value: (coupon) => formatRupees(coupon.discountGiven), align: 'right', nowrap: true, labelled: true },
  { label: 'Revenue', value: (coupon) => formatRupees(coupon.revenue), align: 'right', nowrap: true, labelled: true, amount: true },
];

export const FinanceDiscounts = ({ month }: { month: string }) => {
  const report = useQuery({ queryKey: ['finance-discounts', month], queryFn: () => fetchDiscountReport(month) });
  if (report.error) return <Alert severity="error">{errorMessage(report.error, messages.internalError)}</Alert>;
  if (!report.data) return <Skeleton variant="rounded" height={240} />;
  const months = report.data.months.filter((row) => row.total > 0).reverse();
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Discounts given
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            What each discount took off the bookings sold (confirmed or paid), by the month they were made: twelve months to{' '}
            {formatMonth(report.data.month, { long: true })}.
          </Typography>
          {months.length === 0 ? (
            <Typography color="text.secondary">No discounts given in these months</Typography>
          ) : (
            <StackedTable
              label="Discounts given per month"
              testId="discounts-per-month"
              rows={months}
              rowKey={(row) => row.month}
              columns={discountColumns}
            />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Coupons
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Uses: bookings holding the coupon now. Discount given and revenue: its bookings sold, after their discounts.
          </Typography>
          {report.data.coupons.length === 0 ? (
            <Typography color="text.secondary">No coupons yet</Typography>
          ) : (
            <StackedTable
              label="Coupons' uses and revenue"
              testId="coupon-figures"
              rows={report.data.coupons}
              rowKey={(coupon) => coupon.id}
              columns={couponColumns}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
