/** Vouchers: every credit voucher with its traveller, amount, balance, expiry and status; issue (goodwill) and void. */
import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { formatDate, formatRupees } from '@travel/server/domain';
import type { Booking, User, Voucher } from '@travel/server/entities';
import { DataTable, List, ReferenceField, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { IssueVoucherButton, VoidVoucherButton } from './VoucherButtons.tsx';

const Column = DataTable.Col<Voucher>;
const statusColours = { active: 'success', used: 'default', expired: 'warning', void: 'error' } as const;
const statusChoices = (['active', 'used', 'expired', 'void'] as const).map((status) => ({ id: status, name: status }));

const voucherFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const Traveller = () => (
  <ReferenceField<Voucher, User>
    source="userId"
    reference="users"
    link={false}
    render={({ referenceRecord }) => referenceRecord?.username}
  />
);

const SourceBooking = () => (
  <ReferenceField<Voucher, Booking>
    source="sourceBookingId"
    reference="bookings"
    link="show"
    emptyText="Goodwill"
    render={({ referenceRecord }) => referenceRecord?.reference}
  />
);

const NoVouchers = () => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
    <Typography color="text.secondary">No vouchers here</Typography>
  </Box>
);

const VoucherRows = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Voucher>
        primaryText={(v) => v.code}
        secondaryText={(v) => `${formatRupees(v.balance)} of ${formatRupees(v.amount)} · until ${formatDate(v.expiresAt)}`}
        tertiaryText={(v) => <VoidVoucherButton voucher={v} />}
        linkType={false}
        empty={<NoVouchers />}
      />
    );
  }
  return (
    <DataTable<Voucher> bulkActionButtons={false} rowClick={false} empty={<NoVouchers />}>
      <Column source="code" label="Code" render={(v) => <strong style={{ whiteSpace: 'nowrap' }}>{v.code}</strong>} />
      <Column source="userId" label="Traveller" disableSort render={() => <Traveller />} />
      <Column source="amount" label="Amount" align="right" disableSort render={(v) => formatRupees(v.amount)} />
      <Column source="balance" label="Balance" align="right" disableSort render={(v) => formatRupees(v.balance)} />
      <Column source="expiresAt" label="Expires" render={(v) => formatDate(v.expiresAt)} />
      <Column
        source="status"
        label="Status"
        disableSort
        render={(v) => <Chip size="small" variant="outlined" label={v.status} color={statusColours[v.status]} />}
      />
      <Column source="sourceBookingId" label="From" disableSort render={() => <SourceBooking />} />
      <Column label="" disableSort render={(v) => <VoidVoucherButton voucher={v} />} />
    </DataTable>
  );
};

const VoucherList = () => {
  usePageTitle('Vouchers');
  return (
    <List
      title="Vouchers"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={voucherFilters}
      actions={
        <TopToolbar>
          <IssueVoucherButton />
        </TopToolbar>
      }
      exporter={false}
      error={<ListErrorRetry />}
      empty={false}
    >
      <VoucherRows />
    </List>
  );
};

export default VoucherList;
