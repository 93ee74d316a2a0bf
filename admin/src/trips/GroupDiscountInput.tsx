/**
 * A trip's group discount (DESIGN "Prices that fill departures") as a small table of tiers: minimum
 * seats and percent off, add and remove rows; none: no group discount. The largest tier a booking
 * reaches applies; the tiers in words show it. The rule is the domain's parseGroupDiscount (through
 * validateTrip), its message under the table.
 */
import { Typography } from '@mui/material';
import type { GroupTier } from '@travel/server/domain';
import { ArrayInput, FormDataConsumer, NumberInput, SimpleFormIterator } from 'react-admin';

/** The complete tiers a form holds, by minimum seats (rows being typed are left out of the words). */
export const completeGroupTiers = (tiers: unknown): GroupTier[] =>
  (Array.isArray(tiers) ? tiers : [])
    .filter(
      (tier): tier is GroupTier =>
        Boolean(tier) && Number.isInteger((tier as GroupTier).minSeats) && Number.isInteger((tier as GroupTier).percent),
    )
    .sort((a, b) => a.minSeats - b.minSeats);

/** 'Groups of 4 or more: 5% off' per tier. */
export const groupTierWords = (tiers: GroupTier[]): string[] =>
  tiers.map((tier) => `Groups of ${tier.minSeats} or more: ${tier.percent}% off`);

export const GroupDiscountInput = () => (
  <>
    <ArrayInput source="groupDiscount" label="Group discount (empty: none)">
      <SimpleFormIterator inline disableReordering fullWidth>
        <NumberInput source="minSeats" label="Minimum seats" step={1} min={2} max={500} sx={{ maxWidth: 200 }} />
        <NumberInput source="percent" label="% off" step={1} min={1} max={90} sx={{ maxWidth: 140 }} />
      </SimpleFormIterator>
    </ArrayInput>
    <FormDataConsumer<{ groupDiscount?: unknown }>>
      {({ formData }) => {
        const tiers = completeGroupTiers(formData.groupDiscount);
        return tiers.length ? (
          <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 0, pl: 2.5 }} data-testid="group-discount-words">
            {groupTierWords(tiers).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Typography>
        ) : null;
      }}
    </FormDataConsumer>
  </>
);
