/** 'Cancel' with a confirmation: PUT /admin/bookings/{id} {status: 'cancelled'}, which frees the seats. */
import CancelIcon from '@mui/icons-material/Cancel';
import { bookingTexts } from '@travel/server/domain';
import type { Booking } from '@travel/server/domain';
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';

/** Bookings that still hold seats can be cancelled. */
const cancellable: readonly Booking['status'][] = ['pending_payment', 'confirmed', 'paid'];

export const CancelBookingButton = () => {
  const booking = useRecordContext<Booking>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<Booking>();
  if (!booking || !cancellable.includes(booking.status)) return null;
  const cancel = () =>
    update(
      'bookings',
      { id: booking.id, data: { status: 'cancelled' }, previousData: booking },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Booking cancelled', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify(error.message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button variant="outlined" size="small" color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {bookingTexts.cancelBooking}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Cancel booking ${booking.reference}?`}
        content="Its seats go back on sale. Money already paid is not refunded by this: refund it yourself."
        confirm="Cancel booking"
        cancel="Keep it"
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
