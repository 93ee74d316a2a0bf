/**
 * The fitness proof a trip may ask for: its status (and the reason of a rejection), and a photo or PDF to upload
 * (POST …/fitness-proof, multipart). The server checks the file by its content and size; its message is shown here.
 */
import { useId, useState } from 'react';
import type { BookingTraveller } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { travellersApi } from '../../lib/travellers.ts';

interface Props {
  bookingId: string;
  traveller: BookingTraveller;
  onChange: (traveller: BookingTraveller) => void;
  t?: TravellersText;
  translations?: Record<string, string>;
  /** The level of its heading: one below the form's own. */
  headingLevel?: 3 | 4;
}

export default function FitnessProof({ bookingId, traveller, onChange, t = travellersEn, translations, headingLevel = 4 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const proof = traveller.fitnessProof;
  if (!proof) return null;

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget as HTMLFormElement;
    setBusy(true);
    setError(null);
    try {
      onChange(await travellersApi.uploadFitnessProof(bookingId, traveller.id, file));
      // The file input is cleared with the state: it no longer names a file that was sent.
      form.reset();
      setFile(null);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="fitness-proof" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t.fitnessTitle}</Heading>
      <p>{t.fitnessLead}</p>
      <p className={`proof-status proof-${proof.status}`} role="status">
        {t.fitnessStatus[proof.status]}
        {proof.status === 'rejected' && proof.reason ? ` · ${fill(t.fitnessReason, { reason: proof.reason })}` : ''}
      </p>
      {proof.status !== 'approved' && (
        <form onSubmit={(event) => void upload(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-file`}>{t.fitnessFile}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-outline" disabled={busy || !file}>
            {busy ? t.uploading : t.fitnessUpload}
          </button>
        </form>
      )}
    </section>
  );
}
