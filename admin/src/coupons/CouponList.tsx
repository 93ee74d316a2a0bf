/** Coupons: each code with its value, limits, uses and revenue; create, edit, disable from the edit page. */
import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { formatRupees } from '@travel/server/domain';
import type { Coupon } from '@travel/server/entities';
import { CreateButton, DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { couponLimitsText, couponValueText } from './couponText.ts';

const Column = DataTable.Col<Coupon>;
const statusChoices = (['active', 'disabled'] as const).map((status) => ({ id: status, name: status }));
const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const NoCoupons = () => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
    <Typography color="text.secondary">No coupons yet</Typography>
  </Box>
);

const StatusChip = ({ coupon }: { coupon: Coupon }) => (
  <Chip size="small" label={coupon.status} color={coupon.status === 'active' ? 'success' : 'default'} variant="outlined" />
);

const CouponRows = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Coupon>
        primaryText={(c) => `${c.code} · ${couponValueText(c)}`}
        secondaryText={(c) => couponLimitsText(c)}
        tertiaryText={(c) => c.status}
        linkType="edit"
        empty={<NoCoupons />}
      />
    );
  }
  return (
    <DataTable<Coupon> bulkActionButtons={false} rowClick="edit" empty={<NoCoupons />}>
      <Column source="code" label="Code" render={(c) => <strong>{c.code}</strong>} />
      <Column source="value" label="Discount" disableSort render={couponValueText} />
      <Column source="uses" label="Uses" disableSort render={(c) => `${c.uses}${c.maxUses ? ` of ${c.maxUses}` : ''}`} />
      <Column source="revenue" label="Revenue" disableSort render={(c) => formatRupees(c.revenue)} />
      <Column source="discountGiven" label="Discount given" disableSort render={(c) => formatRupees(c.discountGiven)} />
      <Column source="validUntil" label="Valid until" render={(c) => c.validUntil ?? '—'} />
      <Column source="status" label="Status" render={(c) => <StatusChip coupon={c} />} />
    </DataTable>
  );
};

const CouponList = () => {
  usePageTitle('Coupons');
  return (
    <List
      title="Coupons"
      filters={couponFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton label="New coupon" />
        </TopToolbar>
      }
      error={<ListErrorRetry />}
      empty={<NoCoupons />}
    >
      <CouponRows />
    </List>
  );
};

export default CouponList;
