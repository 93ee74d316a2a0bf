/**
 * The waiver on a traveller's record: its text and version, who signed which version and when, and the typed-name
 * signature (POST …/consent; the server checks the name against the record's and answers in the contract's words).
 * A new version of the text asks again.
 */
import { useId, useState } from 'react';
import type { TripRequirements } from '@travel/server/domain';
import type { BookingTraveller } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { dateTimeIn } from '../../lib/departure-text.ts';
import { travellersApi } from '../../lib/travellers.ts';
import Field from './FormField.tsx';

interface Props {
  bookingId: string;
  traveller: BookingTraveller;
  requirements: TripRequirements;
  onChange: (traveller: BookingTraveller) => void;
  t?: TravellersText;
  translations?: Record<string, string>;
  dateLocale?: string;
  /** The level of its heading: one below the form's own (3 on the /join page, 4 in a booking's record). */
  headingLevel?: 3 | 4;
}

export default function TravellerConsent({
  bookingId,
  traveller,
  requirements,
  onChange,
  t = travellersEn,
  translations,
  dateLocale = '',
  headingLevel = 4,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const id = useId();
  const field = (key: string) => `${id}-${key}`;
  const [busy, setBusy] = useState(false);
  const [signature, setSignature] = useState('');
  const [signError, setSignError] = useState<string | null>(null);
  const sign = async (event: React.FormEvent) => {
    event.preventDefault();
    setSignError(null);
    setBusy(true);
    try {
      onChange(await travellersApi.consent(bookingId, traveller.id, signature));
      setSignature('');
    } catch (cause) {
      setSignError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const consent = traveller.consent;
  const consentCurrent = consent !== null && consent.version === requirements.waiverVersion;
  return (
    <section className="consent" aria-labelledby={field('consent-title')}>
      <Heading id={field('consent-title')}>
        {t.consentTitle} <span className="muted">({fill(t.consentVersion, { version: requirements.waiverVersion })})</span>
      </Heading>
      <div className="waiver-text" tabIndex={0} aria-label={t.consentTitle}>
        {requirements.waiver.split(/\n+/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {consent && (
        <p className={consentCurrent ? 'consent-done' : 'alert-error'}>
          {consentCurrent
            ? fill(t.signed, { name: consent.name, time: dateTimeIn(dateLocale)(consent.at), version: consent.version })
            : t.newVersion}
        </p>
      )}
      {!consentCurrent &&
        (traveller.name ? (
          <form onSubmit={(event) => void sign(event)} noValidate>
            <Field
              id={field('signature')}
              label={t.signatureLabel}
              hint={fill(t.signWith, { name: traveller.name })}
              error={signError ?? undefined}
            >
              {(describedBy) => (
                <input
                  id={field('signature')}
                  value={signature}
                  onChange={(event) => setSignature(event.target.value)}
                  autoComplete="off"
                  aria-invalid={signError ? true : undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t.sign}
            </button>
          </form>
        ) : (
          <p className="muted">{t.saveFirst}</p>
        ))}
    </section>
  );
}
