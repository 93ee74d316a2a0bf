/**
 * The trip form's requirements of each traveller (DESIGN "Everyone on the trip"): ID proof, fitness proof, the
 * minimum age and the waiver text each traveller signs. The waiver's version is the server's: shown, never edited
 * (each change of the text adds one, and travellers who signed an older version are asked again).
 */
import { Typography } from '@mui/material';
import { travellerLimits } from '@travel/server/domain';
import type { TripRequirements } from '@travel/server/domain';
import { BooleanInput, NumberInput, TextInput, useRecordContext } from 'react-admin';

const blankToNull = (value: unknown) => (value === '' || value === undefined || value === null ? null : Number(value));

/** What is sent: the four editable settings (the version is the server's). */
export function requirementsToRecord(requirements: Partial<TripRequirements> | undefined) {
  return {
    idProof: requirements?.idProof ?? true,
    fitnessProof: requirements?.fitnessProof ?? false,
    minAge: blankToNull(requirements?.minAge),
    waiver: (requirements?.waiver ?? '').trim(),
  };
}

export const TripRequirementsInput = () => {
  const trip = useRecordContext<{ requirements?: TripRequirements }>();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '8px 0 16px' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        What each traveller must give
      </Typography>
      <BooleanInput source="requirements.idProof" label="ID proof (Aadhaar, passport, driving licence, voter ID or PAN)" defaultValue />
      <BooleanInput source="requirements.fitnessProof" label="Fitness proof (a photo or PDF the team approves)" defaultValue={false} />
      <NumberInput
        source="requirements.minAge"
        label="Minimum age (optional)"
        step={1}
        min={0}
        max={travellerLimits.minAgeMax}
        helperText="Age on the start date; empty: any age"
        sx={{ maxWidth: 260 }}
      />
      <TextInput
        source="requirements.waiver"
        label="Waiver each traveller signs"
        multiline
        minRows={3}
        fullWidth
        helperText="Travellers sign it by typing their name; changing the text asks everyone to sign again"
      />
      <Typography variant="body2" color="text.secondary" data-testid="waiver-version">
        Waiver version: {trip?.requirements?.waiverVersion ?? 0} (set by the server: each change of the text adds one)
      </Typography>
    </fieldset>
  );
};
