/**
 * A booking's price line by line: the seats before any discount, each discount (early bird, group, coupon or
 * referral), then the total. The same lines on the reservation form's live quote and on the booking page, each
 * discount said in the page's language (its figures taken from the server's label: domain pricingLabelTerms).
 */
import { formatRupees, priceBeforeDiscounts, pricingLabelTerms } from '@travel/server/domain';
import type { DiscountKind } from '@travel/server/domain';
import type { Pricing } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';

export interface PricingLinesProps {
  pricing: Pricing;
  totalAmount: number;
  labels: { priceBeforeDiscounts: string; total: string; discountLines?: Record<DiscountKind, string> };
}

/** A line's label in the page's words, or the server's label when its shape is not the one known. */
export function discountLineLabel(line: Pricing['lines'][number], templates: Record<DiscountKind, string> | undefined): string {
  const terms = templates?.[line.kind] ? pricingLabelTerms(line.kind, line.label) : null;
  return terms && templates ? fill(templates[line.kind], terms) : line.label;
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
          <dt>{discountLineLabel(line, labels.discountLines)}</dt>
          <dd>−{formatRupees(-line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
