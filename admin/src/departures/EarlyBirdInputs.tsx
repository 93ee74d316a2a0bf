/**
 * A departure's early bird (DESIGN "Prices that fill departures"): days before the start and the
 * percent off, both or neither, with when it holds in words. Its own part of the departure form:
 * the values it reads and writes (`earlyBird`), its rule (the domain's parseEarlyBird) and the
 * field its message shows under.
 */
import { Stack, Typography } from '@mui/material';
import { earlyBirdUntil, formatDate, parseEarlyBird, pricingMessages } from '@travel/server/domain';
import type { EarlyBird } from '@travel/server/domain';
import { FormDataConsumer, NumberInput } from 'react-admin';

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** The form's early bird as the API takes it: null when both fields are empty, else what was typed. */
export function earlyBirdOfForm(values: { earlyBird?: unknown }): unknown {
  const given = values.earlyBird as Partial<Record<keyof EarlyBird, unknown>> | null | undefined;
  if (!given || (isBlank(given.daysBefore) && isBlank(given.percent))) return null;
  return { daysBefore: given.daysBefore, percent: given.percent };
}

/** The domain's message, under the first field it is about (a message on `earlyBird` itself would show nowhere). */
export function earlyBirdErrors(values: { earlyBird?: unknown }): { earlyBird?: Partial<Record<keyof EarlyBird, string>> } {
  const early = earlyBirdOfForm(values);
  if (!('error' in parseEarlyBird(early))) return {};
  const days = (early as Record<string, unknown>).daysBefore;
  const field = Number.isInteger(days) && (days as number) >= 0 && (days as number) <= 365 ? 'percent' : 'daysBefore';
  return { earlyBird: { [field]: pricingMessages.earlyBirdInvalid } };
}

/** 'Booked by 1 Dec 2026: 10% off' once both fields hold a valid early bird and the start is known. */
export function earlyBirdWords(values: { earlyBird?: unknown; startDate?: unknown }): string | null {
  const parsed = parseEarlyBird(earlyBirdOfForm(values));
  if (!('value' in parsed) || !parsed.value || typeof values.startDate !== 'string' || !values.startDate) return null;
  return `Booked by ${formatDate(earlyBirdUntil(values.startDate, parsed.value))}: ${parsed.value.percent}% off`;
}

export const EarlyBirdInputs = () => (
  <>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
      <NumberInput
        source="earlyBird.daysBefore"
        label="Early bird: days before the start"
        fullWidth
        step={1}
        min={0}
        max={365}
        helperText="Empty: no early bird"
      />
      <NumberInput source="earlyBird.percent" label="Early bird: % off" fullWidth step={1} min={1} max={90} helperText="1 to 90" />
    </Stack>
    <FormDataConsumer<{ earlyBird?: unknown; startDate?: unknown }>>
      {({ formData }) => {
        const words = earlyBirdWords(formData);
        return words ? (
          <Typography variant="body2" color="text.secondary" data-testid="early-bird-words" sx={{ mt: -1, mb: 2 }}>
            {words}
          </Typography>
        ) : null;
      }}
    </FormDataConsumer>
  </>
);
