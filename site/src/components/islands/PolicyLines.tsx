/** The cancellation policy in words, a line per tier (domain/policies.ts cancellationPolicyLines), shown before paying. */
import { cancellationPolicyLines } from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';

export default function PolicyLines({ tiers, id }: { tiers: readonly CancellationTier[]; id: string }) {
  if (!tiers.length) return null;
  return (
    <div className="policy-lines" aria-labelledby={id}>
      <p id={id} className="policy-lines-title">
        Cancellation policy
      </p>
      <ul>
        {cancellationPolicyLines([...tiers]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
