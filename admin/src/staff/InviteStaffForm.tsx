/** Invite a staff member: e-mail, name, a first password (told to them in person) and a role. */
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { parseNewStaffMember, type StaffRole, staffRoles } from '@travel/server/domain';
import { type FormEvent, useState } from 'react';
import { useCreate, useNotify } from 'react-admin';

export const roleLabels: Record<StaffRole, string> = { admin: 'Admin', leader: 'Trip leader' };

const blank = { email: '', name: '', password: '', role: 'leader' as StaffRole };

export const InviteStaffForm = () => {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const set = (field: keyof typeof blank) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own rules, in its order: the same messages before and after the round trip.
    const parsed = parseNewStaffMember(values);
    if (parsed.error !== undefined) return setError(parsed.error);
    setError(null);
    try {
      await create('staff', { data: parsed.value }, { returnPromise: true });
      notify(`${parsed.value.name} can now sign in`, { type: 'success' });
      setValues(blank);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Card component="section" aria-labelledby="invite-staff-heading" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="invite-staff-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
          Invite a staff member
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          spacing={1.5}
          direction={{ xs: 'column', md: 'row' }}
          alignItems={{ md: 'flex-start' }}
        >
          <TextField label="E-mail" type="email" value={values.email} onChange={set('email')} size="small" required autoComplete="off" />
          <TextField label="Name" value={values.name} onChange={set('name')} size="small" required autoComplete="off" />
          <TextField
            label="First password"
            type="password"
            value={values.password}
            onChange={set('password')}
            size="small"
            required
            autoComplete="new-password"
          />
          <TextField select label="Role" value={values.role} onChange={set('role')} size="small" sx={{ minWidth: 140 }}>
            {staffRoles.map((role) => (
              <MenuItem key={role} value={role}>
                {roleLabels[role]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={isPending}>
            Invite
          </Button>
        </Stack>
        {error && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {error}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
