/**
 * The departure form (create and edit): trip, dates, seats, optional price and deposit per person,
 * status, payment plan (a table with a live example), early bird, trip leaders, joining instructions. The
 * helper texts say what an empty price or deposit means for this trip.
 */
import { Box, Stack, Typography } from '@mui/material';
import { calendarDay, departureStatuses, departureStatusLabels, formatRupees, joiningInstructionsMax } from '@travel/server/domain';
import type { DepartureInput } from '@travel/server/domain';
import type { Admin, Departure, Trip } from '@travel/server/entities';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { validateDepartureForm } from './departureFormValues.ts';
import { PaymentPlanInput } from './PaymentPlanInput.tsx';
import { EarlyBirdInputs } from './EarlyBirdInputs.tsx';
import { SeatsSummary } from './SeatsSummary.tsx';

const statusChoices = departureStatuses.map((status) => ({ id: status, name: departureStatusLabels[status] }));

const tripText = (trip: Trip) => trip.place;

/** 'Empty: the trip's price (₹24,999)' once the trip is known. */
const PriceHelp = ({ tripId }: { tripId: string | undefined }) => {
  const { data: trip } = useGetOne<Trip>('trips', { id: tripId ?? '' }, { enabled: Boolean(tripId) });
  return <>{trip ? `Empty: the trip's price (${formatRupees(trip.price)})` : "Empty: the trip's price"}</>;
};

/** The plan table with its example at the price the departure will have: its own, else its trip's. */
const PlanInput = ({ tripId, formData }: { tripId: string | undefined; formData: DepartureInput }) => {
  const { data: trip } = useGetOne<Trip>('trips', { id: tripId ?? '' }, { enabled: Boolean(tripId) });
  const own = typeof formData.pricePerPerson === 'number' && formData.pricePerPerson > 0 ? formData.pricePerPerson : null;
  const startDate = typeof formData.startDate === 'string' && formData.startDate ? formData.startDate : null;
  return <PaymentPlanInput price={own ?? trip?.price ?? null} startDate={startDate} />;
};

/** `onSubmit` replaces react-admin's save (the edit screen's, to confirm a cancel first). */
export const DepartureForm = ({ toolbar, onSubmit }: { toolbar?: ReactNode; onSubmit?: SubmitHandler<FieldValues> }) => {
  const departure = useRecordContext<Departure>();
  const today = calendarDay();
  // An existing departure (it has an id) is judged against what it was: a past start may stay.
  const saved = departure?.id ? departure : undefined;
  return (
    <SimpleForm
      validate={(values) => validateDepartureForm(values, saved)}
      onSubmit={onSubmit}
      toolbar={toolbar as never}
      sx={{ maxWidth: 720 }}
      noValidate
    >
      {saved && <SeatsSummary departure={saved} />}
      <ReferenceInput source="tripId" reference="trips" sort={{ field: 'place', order: 'ASC' }} perPage={50}>
        <AutocompleteInput label="Trip" optionText={tripText} filterToQuery={(q) => ({ q })} fullWidth disabled={Boolean(saved)} />
      </ReferenceInput>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
        <DateInput source="startDate" label="Start date" fullWidth inputProps={{ min: today }} />
        <DateInput source="endDate" label="End date (optional)" fullWidth inputProps={{ min: today }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
        <NumberInput source="seatsTotal" label="Seats" fullWidth step={1} min={1} />
        <SelectInput source="status" label="Status" choices={statusChoices} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
        <FormDataConsumer<DepartureInput>>
          {({ formData }) => (
            <NumberInput
              source="pricePerPerson"
              label="Price per person (₹, optional)"
              fullWidth
              step={0.01}
              min={0}
              helperText={<PriceHelp tripId={formData.tripId as string | undefined} />}
            />
          )}
        </FormDataConsumer>
        <NumberInput
          source="kidPricePerPerson"
          label="Price for a child (₹, optional)"
          fullWidth
          step={0.01}
          min={0}
          helperText="Empty: the adult price"
        />
        <NumberInput
          source="depositPerPerson"
          label="Deposit per person (₹, optional)"
          fullWidth
          step={0.01}
          min={0}
          helperText="Empty: the default share; a payment plan replaces it"
        />
        <NumberInput
          source="balanceDueDays"
          label="Balance due (days before the start)"
          fullWidth
          step={1}
          min={0}
          max={365}
          helperText="Empty: the default setting; a payment plan replaces it"
        />
      </Stack>
      <FormDataConsumer<DepartureInput>>
        {({ formData }) => <PlanInput tripId={formData.tripId as string | undefined} formData={formData} />}
      </FormDataConsumer>
      <EarlyBirdInputs />
      <ReferenceArrayInput source="leaderIds" reference="staff" filter={{ role: 'leader', status: 'active' }} perPage={100}>
        <AutocompleteArrayInput
          label="Trip leaders"
          optionText={(member: Admin) => member.name || member.email}
          helperText="They see this departure's roster on the leader page"
          fullWidth
        />
      </ReferenceArrayInput>
      <TextInput
        source="joiningInstructions"
        label="Joining instructions"
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: joiningInstructionsMax } }}
        helperText={`Where and when to meet: sent to every traveller before the start (at most ${joiningInstructionsMax} characters)`}
      />
      <Box>
        <Typography variant="caption" color="text.secondary">
          Closed departures take no new bookings; cancelled ones are hidden from the site.
        </Typography>
      </Box>
    </SimpleForm>
  );
};
