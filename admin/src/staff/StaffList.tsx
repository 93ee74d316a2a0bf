/**
 * The Staff page: every admin and trip leader, with their role (changed in place) and status (disable,
 * enable). The server refuses to disable or demote the last active admin; its message is shown.
 */
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { StaffRole } from '@travel/server/domain';
import type { Admin } from '@travel/server/entities';
import { staffRoles } from '@travel/server/domain';
import { useGetList, useNotify, useUpdate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { InviteStaffForm, roleLabels } from './InviteStaffForm.tsx';

const MemberRow = ({ member }: { member: Admin }) => {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const change = (data: Partial<Pick<Admin, 'role' | 'status'>>, done: string) =>
    update(
      'staff',
      { id: member.id, data, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  const label = member.name || member.email;
  const active = member.status === 'active';
  return (
    <Box component="li" data-testid="staff-member" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }} justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Chip size="small" label={active ? 'Active' : 'Disabled'} color={active ? 'success' : 'default'} />
          <TextField
            select
            size="small"
            label={`Role of ${label}`}
            value={member.role}
            disabled={isPending}
            onChange={(event) =>
              change({ role: event.target.value as StaffRole }, `${label} is now ${roleLabels[event.target.value as StaffRole]}`)
            }
            sx={{ minWidth: 150 }}
          >
            {staffRoles.map((role) => (
              <MenuItem key={role} value={role}>
                {roleLabels[role]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color={active ? 'error' : 'primary'}
            disabled={isPending}
            onClick={() => change({ status: active ? 'disabled' : 'active' }, `${label} is ${active ? 'disabled' : 'active again'}`)}
          >
            {active ? `Disable` : `Enable`}
            <Box component="span" sx={visuallyHidden}>
              {` ${label}`}
            </Box>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const StaffList = () => {
  usePageTitle('Staff');
  const { data, isPending, error } = useGetList<Admin>('staff', { pagination: { page: 1, perPage: 500 } });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        Staff
      </Typography>
      <InviteStaffForm />
      <Card component="section" aria-labelledby="staff-heading">
        <CardContent>
          <Typography id="staff-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
            Admins and trip leaders
          </Typography>
          {error && (
            <Typography role="alert" color="error">
              {error.message}
            </Typography>
          )}
          {isPending ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {(data ?? []).map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default StaffList;
