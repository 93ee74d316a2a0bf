/**
 * SPEC §2 users screen: 'User Management' with Refresh, the four stat cards, and the table
 * 'Registered Users (count)'; loading, error with Retry, and the empty state.
 */
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import TodayIcon from '@mui/icons-material/Today';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime, messages, registeredUsersTitle } from '@travel/server/domain';
import type { User } from '@travel/server/domain';
import type { ReactNode } from 'react';
import { Title, useGetList } from 'react-admin';
import { listQueryOptions } from '../layout/queryOptions.ts';
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

export const UsersTable = ({ users }: { users: User[] }) => (
  <TableContainer>
    <Table size="small" aria-label="Registered users">
      <TableHead>
        <TableRow>
          <TableCell>User</TableCell>
          <TableCell>Mobile Number</TableCell>
          <TableCell>Country Code</TableCell>
          <TableCell>Joined</TableCell>
          <TableCell>Last Login</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell>
              <Typography variant="body2" fontWeight={600}>
                {user.username}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                ID: {user.id}
              </Typography>
            </TableCell>
            <TableCell>{user.mobileNumber}</TableCell>
            <TableCell>+{user.countryCode}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.createdAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</TableCell>
            <TableCell>
              <Chip size="small" label={user.isActive ? 'Active' : 'Inactive'} color={user.isActive ? 'success' : 'default'} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const UserList = () => {
  usePageTitle('User Management');
  const users = useGetList<User>(
    'users',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'DESC' } },
    listQueryOptions,
  );
  const stats = useUserStats();
  const refresh = () => {
    // Each query keeps its own error state, shown with its Retry; nothing to await here.
    void users.refetch();
    void stats.refetch();
  };
  const error = users.error ?? stats.error;
  const list = users.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Users" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" fontWeight={700}>
          User Management
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={users.isFetching}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}>
        <StatCard label="Total Users" value={stats.stats?.totalUsers} icon={<GroupIcon />} />
        <StatCard label="Active Users" value={stats.stats?.activeUsers} icon={<VerifiedUserIcon />} />
        <StatCard label="New Today" value={stats.stats?.newUsersToday} icon={<TodayIcon />} />
        <StatCard label="New This Week" value={stats.stats?.newUsersThisWeek} icon={<PersonAddIcon />} />
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              Retry
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : users.isPending ? (
        <Stack alignItems="center" spacing={1} sx={{ py: 6 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">Loading users...</Typography>
        </Stack>
      ) : list.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="h3">
              {messages.noUsersFoundTitle}
            </Typography>
            <Typography color="text.secondary">{messages.noUsersFoundText}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {registeredUsersTitle(users.total ?? list.length)}
            </Typography>
            <UsersTable users={list} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default UserList;
