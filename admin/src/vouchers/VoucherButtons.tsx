/**
 * Vouchers' actions: 'Issue voucher' (goodwill: a traveller, an amount, an optional expiry; POST
 * /admin/vouchers) and 'Void' on an active voucher (PUT /admin/vouchers/{id} {status: "void"}).
 */
import AddCardIcon from '@mui/icons-material/AddCard';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { endOfCalendarDay, parseGoodwillVoucher } from '@travel/server/domain';
import type { User, Voucher } from '@travel/server/entities';
import { useState } from 'react';
import {
  AutocompleteInput,
  Confirm,
  DateInput,
  Form,
  NumberInput,
  ReferenceInput,
  useCreate,
  useNotify,
  useRefresh,
  useUpdate,
} from 'react-admin';

/** The goodwill body: the expiry day as the end of that day in India, none when left empty. */
export function voucherFormToBody(
  values: Record<string, unknown>,
): { userId: string; amount: number; expiresAt?: string } | { error: string } {
  const day = typeof values.expiresOn === 'string' && values.expiresOn ? values.expiresOn : null;
  const expiresAt = day ? endOfCalendarDay(day).toISOString() : undefined;
  const parsed = parseGoodwillVoucher({ userId: values.userId, amount: values.amount, expiresAt }, new Date());
  if (parsed.error !== undefined) return { error: parsed.error };
  return { userId: parsed.value.userId, amount: parsed.value.amount, ...(expiresAt ? { expiresAt } : {}) };
}

export const IssueVoucherButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate<Voucher>();
  const save = (values: Record<string, unknown>) => {
    const body = voucherFormToBody(values);
    if ('error' in body) return notify(body.error, { type: 'error' });
    void create(
      'vouchers',
      { data: body },
      {
        onSuccess: (voucher) => {
          setOpen(false);
          notify(`Voucher ${voucher.code} issued`, { type: 'info' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button size="small" startIcon={<AddCardIcon />} onClick={() => setOpen(true)}>
        Issue voucher
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="issue-voucher-title">
        <Form record={{ userId: '', amount: '', expiresOn: '' }} onSubmit={save} noValidate>
          <DialogTitle id="issue-voucher-title">Issue a goodwill voucher</DialogTitle>
          <DialogContent>
            <ReferenceInput source="userId" reference="users" sort={{ field: 'username', order: 'ASC' }}>
              <AutocompleteInput label="Traveller" optionText={(user: User) => user.username} filterToQuery={(q) => ({ q })} fullWidth />
            </ReferenceInput>
            <NumberInput source="amount" label="Amount (₹)" step={0.01} min={0} fullWidth />
            <DateInput source="expiresOn" label="Expires on (optional)" fullWidth helperText="Empty: the default validity" />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={isPending}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              Issue voucher
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

export const VoidVoucherButton = ({ voucher }: { voucher: Voucher }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<Voucher>();
  if (voucher.status !== 'active') return null;
  const confirm = () =>
    void update(
      'vouchers',
      { id: voucher.id, data: { status: 'void' }, previousData: voucher },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Voucher voided', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify(error.message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<BlockIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Void
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Void voucher ${voucher.code}?`}
        content="Its balance can no longer be spent."
        confirm="Void"
        cancel="Keep it"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
