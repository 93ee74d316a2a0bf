/**
 * Edit a departure: dates, seats (never below those taken: the server says so), price, deposit, status (close it, or
 * cancel it after a confirm step with the server's figures), 'Message everyone', its manifest, delete while it has no
 * bookings, and its waitlist and its travellers' readiness (tabs).
 */
import { Stack } from '@mui/material';
import { deleteConfirmation, formatDate } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import { useState } from 'react';
import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar, useRecordContext, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { CancelDepartureDialog } from './CancelDepartureDialog.tsx';
import { DepartureForm } from './DepartureForm.tsx';
import { DepartureCheckIns } from './DepartureCheckIns.tsx';
import { DepartureTabs } from './DepartureTabs.tsx';
import { departureFormToRecord } from './departureFormValues.ts';
import { ManifestButton } from './ManifestButton.tsx';
import { MessageEveryoneButton } from './MessageEveryoneButton.tsx';

const DepartureToolbar = () => {
  const departure = useRecordContext<Departure>();
  return (
    // On white: the text buttons' blue and red need it for enough contrast.
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, bgcolor: 'background.paper' }}>
      <SaveButton label="Save" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {departure && <MessageEveryoneButton departure={departure} />}
        {departure && <ManifestButton departure={departure} />}
        {departure && (
          <DeleteWithConfirmButton
            confirmTitle="Delete Departure"
            confirmContent={deleteConfirmation(formatDate(departure.startDate))}
            confirmColor="warning"
            mutationMode="pessimistic"
            redirect="list"
          />
        )}
      </Stack>
    </Toolbar>
  );
};

/**
 * The form, saved through react-admin's save, except a save that cancels the departure (however submitted: the button
 * or Enter in a field), which waits for the confirm step.
 */
const DepartureEditForm = () => {
  const departure = useRecordContext<Departure>();
  const { save } = useSaveContext();
  const [waiting, setWaiting] = useState<FieldValues | null>(null);
  const submit = (values: FieldValues) => {
    if (values.status === 'cancelled' && departure?.status !== 'cancelled') return setWaiting(values);
    return save?.(values);
  };
  return (
    <>
      <DepartureForm toolbar={<DepartureToolbar />} onSubmit={submit} />
      {departure && (
        <CancelDepartureDialog
          departure={departure}
          open={waiting !== null}
          onKeep={() => setWaiting(null)}
          onConfirm={() => {
            if (waiting) void save?.(waiting);
            setWaiting(null);
          }}
        />
      )}
      <DepartureCheckIns />
      <DepartureTabs />
    </>
  );
};

const DepartureEdit = () => {
  usePageTitle('Edit Departure');
  return (
    <Edit
      title="Edit Departure"
      mutationMode="pessimistic"
      redirect="list"
      transform={(values, options) => departureFormToRecord(values, options?.previousData as Departure | undefined)}
    >
      <DepartureEditForm />
    </Edit>
  );
};

export default DepartureEdit;
