/**
 * A trip's group discount (DESIGN "Prices that fill departures") as a small table of tiers: minimum
 * seats and percent off, add and remove rows; none: no group discount. The largest tier a booking
 * reaches applies; the tiers in words show it. The rule is the domain's parseGroupDiscount (through
 * validateTrip), its message under the table.
 */
import type { GroupTier } from '@travel/server/domain';
import { NumberInput } from 'react-admin';
import { TierTableInput } from './TripMoneyInputs.tsx';

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
  <TierTableInput
    source="groupDiscount"
    label="Group discount (empty: none)"
    words={(tiers) => groupTierWords(completeGroupTiers(tiers))}
    testId="group-discount-words"
  >
    <NumberInput source="minSeats" label="Minimum seats" step={1} min={2} max={500} sx={{ maxWidth: 200 }} />
    <NumberInput source="percent" label="% off" step={1} min={1} max={90} sx={{ maxWidth: 140 }} />
  </TierTableInput>
);
