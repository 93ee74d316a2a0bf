/**
 * A booking's price line by line: the seats before any discount, each discount (early bird, group, coupon or
 * referral), then the total. The same lines on the reservation form's live quote and on the booking page.
 */
import { formatRupees, priceBeforeDiscounts } from '@travel/server/domain';
import type { Pricing } from '@travel/server/domain';

export interface PricingLinesProps {
  pricing: Pricing;
  totalAmount: number;
  labels: { priceBeforeDiscounts: string; total: string };
}

export default function PricingLines({ pricing, totalAmount, labels }: PricingLinesProps) {
  if (pricing.lines.length === 0) return null;
  return (
    <dl className="pricing-lines" aria-live="polite">
      <div>
        <dt>{labels.priceBeforeDiscounts}</dt>
        <dd>{formatRupees(priceBeforeDiscounts({ totalAmount, pricing }))}</dd>
      </div>
      {pricing.lines.map((line) => (
        <div key={line.kind} className="pricing-discount">
          <dt>{line.label}</dt>
          <dd>−{formatRupees(-line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
