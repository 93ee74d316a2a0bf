/**
 * The trip form's money settings: the cancellation policy as a small table of tiers (days before
 * the start, % retained; add and remove rows; none: the business's CANCELLATION_POLICY) with the
 * policy in words as travellers will read it, and the GST rate (0, 5, 12 or 18 %; empty: the
 * GST_RATE_PERCENT setting).
 */
import { Typography } from '@mui/material';
import { cancellationPolicyLines, gstRates } from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';
import { ArrayInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator } from 'react-admin';

export const gstRateChoices = gstRates.map((rate) => ({ id: rate, name: `${rate} %` }));

/** The tiers a form holds, complete ones only (rows being typed are left out of the words). */
export const completeTiers = (tiers: unknown): CancellationTier[] =>
  (Array.isArray(tiers) ? tiers : []).filter(
    (tier): tier is CancellationTier =>
      Boolean(tier) &&
      Number.isInteger((tier as CancellationTier).daysBefore) &&
      Number.isInteger((tier as CancellationTier).retainPercent),
  );

export const CancellationPolicyInput = () => (
  <>
    <ArrayInput source="cancellationPolicy" label="Cancellation policy (empty: the business's policy)">
      <SimpleFormIterator inline disableReordering fullWidth>
        <NumberInput source="daysBefore" label="Days before the start" step={1} min={0} sx={{ maxWidth: 200 }} />
        <NumberInput source="retainPercent" label="% retained" step={1} min={0} max={100} sx={{ maxWidth: 140 }} />
      </SimpleFormIterator>
    </ArrayInput>
    <FormDataConsumer<{ cancellationPolicy?: unknown }>>
      {({ formData }) => {
        const tiers = completeTiers(formData.cancellationPolicy);
        return tiers.length ? (
          <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 0, pl: 2.5 }} data-testid="policy-words">
            {cancellationPolicyLines(tiers).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Typography>
        ) : null;
      }}
    </FormDataConsumer>
  </>
);

export const GstRateInput = () => (
  <SelectInput
    source="gstRatePercent"
    label="GST rate"
    choices={gstRateChoices}
    emptyText="The default rate"
    fullWidth
    helperText="Prices include it"
  />
);
