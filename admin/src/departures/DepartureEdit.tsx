/**
 * Edit a departure: dates, seats (never below those taken: the server says so), price, deposit,
 * status (close or cancel it), 'Message everyone', its manifest, delete while it has no bookings, and its waitlist.
 */
import { Stack } from '@mui/material';
import { deleteConfirmation, formatDate } from '@travel/server/domain';
import type { Departure } from '@travel/server/domain';
import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { DepartureForm } from './DepartureForm.tsx';
import { DepartureWaitlist } from './DepartureWaitlist.tsx';
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

const DepartureEdit = () => {
  usePageTitle('Edit Departure');
  return (
    <Edit
      title="Edit Departure"
      mutationMode="pessimistic"
      redirect="list"
      transform={(values, options) => departureFormToRecord(values, options?.previousData as Departure | undefined)}
    >
      <>
        <DepartureForm toolbar={<DepartureToolbar />} />
        <DepartureWaitlist />
      </>
    </Edit>
  );
};

export default DepartureEdit;
