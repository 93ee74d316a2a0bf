/**
 * docs/product.md#screens users screen: 'User Management' with Refresh, the four stat cards, and the table
 * 'Registered Users (count)'; loading, error with Retry, and the empty state. Beyond the specification
 * (docs/product.md#beyond-the-specification): searched, sorted and paged on the server, bulk delete with confirmation, CSV
 * export.
 */
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import TodayIcon from '@mui/icons-material/Today';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  exportDate,
  exportPhone,
  formatCallingCode,
  formatDateTime,
  formatPhone,
  messages,
  registeredUsersTitle,
} from '@travel/server/domain';
import type { User } from '@travel/server/entities';
import type { ReactNode } from 'react';
import { DataTable, ExportButton, List, Pagination, SearchInput, TopToolbar, useListContext, useRefresh } from 'react-admin';
import { CardBulkToolbar, SelectCardCheckbox } from '../layout/CardSelection.tsx';
import { csvExporter } from '../layout/csvExporter.ts';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { useUserStats } from './useUserStats.ts';

const StatCard = ({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) => (
  <Card data-testid="user-stat">
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box>
        <Typography variant="h5" component="p" fontWeight={700}>
          {value ?? '–'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </CardContent>
  </Card>
);

/** Columns typed with the user record. */
const Column = DataTable.Col<User>;

const userExporter = csvExporter<User>('users', (user) => ({
  Username: user.username,
  Mobile: exportPhone(user),
  Joined: exportDate(user.createdAt),
  'Last login': exportDate(user.lastLoginAt),
  Status: user.isActive ? 'Active' : 'Inactive',
  Id: user.id,
}));

const NoUsersFound = () => (
  <Card sx={{ width: '100%' }}>
    <CardContent sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="h3">
        {messages.noUsersFoundTitle}
      </Typography>
      <Typography color="text.secondary">{messages.noUsersFoundText}</Typography>
    </CardContent>
  </Card>
);

/** The specification's table 'Registered Users (count)': a page of travellers, searched, sorted and paged on the server. */
/** On phones, the same users as cards: a six-column table would hide the status off the screen. */
const UserCards = () => {
  const { data } = useListContext<User>();
  if (!data?.length) return <FilteredEmpty>{null}</FilteredEmpty>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="user-cards">
      {data.map((user) => (
        <Box component="li" key={user.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
            <Stack direction="row" alignItems="center" spacing={0.5} sx={{ minWidth: 0 }}>
              <SelectCardCheckbox id={user.id} name={user.username} />
              <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {user.username}
              </Typography>
            </Stack>
            <Chip size="small" label={user.isActive ? 'Active' : 'Inactive'} color={user.isActive ? 'success' : 'default'} />
          </Stack>
          <Typography variant="body2">{formatPhone(user)}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Joined {formatDateTime(user.createdAt)} · Last login {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

const RegisteredUsers = () => {
  const { total } = useListContext<User>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <Card sx={{ width: '100%' }}>
        <CardContent sx={{ px: 1.5 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {registeredUsersTitle(total ?? 0)}
          </Typography>
          <CardBulkToolbar noun="users" />
          <UserCards />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {registeredUsersTitle(total ?? 0)}
        </Typography>
        <CardBulkToolbar noun="users" />
        {/* The row checkbox sits in the User cell: the specification's six columns stay exactly as they are. */}
        <DataTable<User> rowClick={false} bulkActionButtons={false} empty={<FilteredEmpty>{null}</FilteredEmpty>}>
          <Column
            source="username"
            label="User"
            render={(user) => (
              <Stack direction="row" alignItems="center" spacing={0.5}>
                <SelectCardCheckbox id={user.id} name={user.username} />
                <Box>
                  <Typography variant="body2" fontWeight={600}>
                    {user.username}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    ID: {user.id}
                  </Typography>
                </Box>
              </Stack>
            )}
          />
          <Column source="mobileNumber" label="Mobile Number" />
          <Column source="countryCode" label="Country Code" disableSort render={(user) => formatCallingCode(user.countryCode)} />
          <Column source="createdAt" label="Joined" sx={{ whiteSpace: 'nowrap' }} render={(user) => formatDateTime(user.createdAt)} />
          <Column
            source="lastLoginAt"
            label="Last Login"
            sx={{ whiteSpace: 'nowrap' }}
            render={(user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never')}
          />
          <Column
            source="isActive"
            label="Status"
            disableSort
            render={(user) => (
              <Chip size="small" label={user.isActive ? 'Active' : 'Inactive'} color={user.isActive ? 'success' : 'default'} />
            )}
          />
        </DataTable>
      </CardContent>
    </Card>
  );
};

const userFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name or mobile" />];

const UserList = () => {
  usePageTitle('User Management');
  const stats = useUserStats();
  const refreshLists = useRefresh();
  const refresh = () => {
    refreshLists();
    stats.refetch();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" fontWeight={700}>
          User Management
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
        <StatCard label="Total Users" value={stats.stats?.totalUsers} icon={<GroupIcon />} />
        <StatCard label="Active Users" value={stats.stats?.activeUsers} icon={<VerifiedUserIcon />} />
        <StatCard label="New Today" value={stats.stats?.newUsersToday} icon={<TodayIcon />} />
        <StatCard label="New This Week" value={stats.stats?.newUsersThisWeek} icon={<PersonAddIcon />} />
      </Box>
      {stats.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={stats.refetch}>
              Retry
            </Button>
          }
        >
          {stats.error.message}
        </Alert>
      )}
      <List
        title="Users"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        filters={userFilters}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        exporter={userExporter}
        empty={<NoUsersFound />}
        error={<ListErrorRetry />}
        // The error shows once, with Retry (docs/product.md#errors), not also as a toast.
        queryOptions={{ onError: () => undefined }}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        component="div"
      >
        <RegisteredUsers />
      </List>
    </Box>
  );
};

export default UserList;
