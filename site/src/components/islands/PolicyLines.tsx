/** The cancellation policy in words, a line per tier (domain/policies.ts), shown before paying, in the page's language. */
import { cancellationPolicyLines, cancellationPolicyLinesHi } from '@travel/server/domain';
import type { CancellationTier, Language } from '@travel/server/domain';

interface Props {
  tiers: readonly CancellationTier[];
  id: string;
  title?: string;
  language?: Language;
}

export default function PolicyLines({ tiers, id, title = 'Cancellation policy', language = 'en' }: Props) {
  if (!tiers.length) return null;
  const lines = language === 'hi' ? cancellationPolicyLinesHi : cancellationPolicyLines;
  return (
    <div className="policy-lines" aria-labelledby={id}>
      <p id={id} className="policy-lines-title">
        {title}
      </p>
      <ul>
        {lines([...tiers]).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
