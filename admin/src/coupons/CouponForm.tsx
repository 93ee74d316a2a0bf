/**
 * A coupon's fields, with the rules of domain/pricing-validation.ts checked before saving (the same messages the
 * API answers): the code (A–Z, 0–9, -), percent or flat, the trips it is for, its dates, limits and status.
 */
import { Stack } from '@mui/material';
import { parseCoupon } from '@travel/server/domain';
import {
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import type { ReactNode } from 'react';

const kindChoices = [
  { id: 'percent', name: 'Percent off' },
  { id: 'flat', name: 'Amount off the booking (₹)' },
];
const statusChoices = [
  { id: 'active', name: 'Active' },
  { id: 'disabled', name: 'Disabled' },
];

/** The first broken rule, shown on the form as the API would answer it. */
const validateCoupon = (values: Record<string, unknown>) => {
  const parsed = parseCoupon(values, { creating: true });
  return parsed.error === undefined ? {} : { code: parsed.error };
};

export const CouponForm = ({ children }: { children?: ReactNode }) => (
  // No delete: a coupon bookings were made with stays; disabling it is how it ends.
  <SimpleForm
    validate={validateCoupon}
    toolbar={
      <Toolbar>
        <SaveButton />
      </Toolbar>
    }
  >
    <TextInput source="code" label="Code" helperText="A–Z, 0–9 and -, 4 to 20 characters; travellers may type it in any case" />
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ sm: 2 }} width="100%">
      <SelectInput source="kind" label="Kind" choices={kindChoices} />
      <NumberInput source="value" label="Value" helperText="Percent (1–100) or rupees" />
    </Stack>
    <ReferenceArrayInput source="tripIds" reference="trips">
      <AutocompleteArrayInput label="Trips" optionText="place" helperText="None: every trip" />
    </ReferenceArrayInput>
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ sm: 2 }} width="100%">
      <DateInput source="validFrom" label="Valid from" />
      <DateInput source="validUntil" label="Valid until" />
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ sm: 2 }} width="100%">
      <NumberInput source="maxUses" label="Uses in all" helperText="Empty: no limit" />
      <NumberInput source="maxUsesPerTraveller" label="Uses per traveller" />
      <NumberInput source="minSeats" label="Minimum seats" />
    </Stack>
    <SelectInput source="status" label="Status" choices={statusChoices} />
    {children}
  </SimpleForm>
);
