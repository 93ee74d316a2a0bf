/**
 * The trip form's money settings: the cancellation policy as a small table of tiers (days before
 * the start, % retained; add and remove rows; none: the business's CANCELLATION_POLICY) with the
 * policy in words as travellers will read it, and the GST rate (0, 5, 12 or 18 %; empty: the
 * GST_RATE_PERCENT setting).
 */
import { Typography } from '@mui/material';
import { cancellationPolicyLines, gstRates } from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';
import type { ReactNode } from 'react';
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

/** A trip's small table of tiers (add and remove rows; `children`: a row's inputs) with the complete ones in words under it. */
export const TierTableInput = (props: {
  source: string;
  label: string;
  words: (tiers: unknown) => string[];
  testId: string;
  children: ReactNode;
}) => (
  <>
    <ArrayInput source={props.source} label={props.label}>
      <SimpleFormIterator inline disableReordering fullWidth>
        {props.children}
      </SimpleFormIterator>
    </ArrayInput>
    <FormDataConsumer<Record<string, unknown>>>
      {({ formData }) => {
        const lines = props.words(formData[props.source]);
        return lines.length ? (
          <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 0, pl: 2.5 }} data-testid={props.testId}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Typography>
        ) : null;
      }}
    </FormDataConsumer>
  </>
);

const policyWords = (tiers: unknown) => {
  const complete = completeTiers(tiers);
  return complete.length ? cancellationPolicyLines(complete) : [];
};

export const CancellationPolicyInput = () => (
  <TierTableInput
    source="cancellationPolicy"
    label="Cancellation policy (empty: the business's policy)"
    words={policyWords}
    testId="policy-words"
  >
    <NumberInput source="daysBefore" label="Days before the start" step={1} min={0} sx={{ maxWidth: 200 }} />
    <NumberInput source="retainPercent" label="% retained" step={1} min={0} max={100} sx={{ maxWidth: 140 }} />
  </TierTableInput>
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
