/**
 * The lead's panels on one traveller's place (islands/BookingTravellers): the invitation (a /join link with a one-tap
 * WhatsApp share and copy) and replacing the traveller with someone new (name and mobile; every detail is cleared).
 */
import { useEffect, useId, useState } from 'react';
import { whatsappLink } from '@travel/server/domain';
import type { BookingTraveller, TravellerView } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { inviteAddress, travellersApi } from '../../lib/travellers.ts';
import ErrorAlert from './ErrorAlert.tsx';

/** 'Traveller 2' or 'You (lead)', with the name once there is one. */
export function seatName(traveller: Pick<TravellerView, 'lead' | 'position' | 'name'>, t: TravellersText = travellersEn): string {
  return traveller.name.trim() || (traveller.lead ? t.leadLabel : fill(t.seatLabel, { n: traveller.position }));
}

export function InvitePanel({
  bookingId,
  traveller,
  place,
  t,
  translations,
}: {
  bookingId: string;
  traveller: BookingTraveller;
  place: string;
  t: TravellersText;
  translations?: Record<string, string>;
}) {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    travellersApi.invite(bookingId, traveller.id).then(
      (inviteUrl) => setUrl(inviteAddress(inviteUrl)),
      (cause: unknown) => setError(sayError(translations, cause)),
    );
  }, [bookingId, traveller.id, translations]);
  if (error) return <ErrorAlert message={error} />;
  if (!url) return <p className="muted">{t.loading}</p>;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setNote(t.linkCopied),
      () => setNote(t.copyFailed),
    );
  return (
    <div className="invite-panel">
      <p>{t.inviteLead}</p>
      <div className="field">
        <label htmlFor={`${id}-link`}>{t.inviteLink}</label>
        <input id={`${id}-link`} readOnly value={url} onFocus={(event) => event.target.select()} />
      </div>
      <div className="booking-buttons">
        <a className="btn btn-whatsapp" href={whatsappLink(fill(t.inviteText, { place, url }))} target="_blank" rel="noopener noreferrer">
          {t.shareWhatsApp}
        </a>
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {t.copyLink}
        </button>
        <span role="status" className="saved-note">
          {note}
        </span>
      </div>
    </div>
  );
}

export function ReplacePanel({
  bookingId,
  traveller,
  onDone,
  onCancel,
  t,
  translations,
}: {
  bookingId: string;
  traveller: BookingTraveller;
  onDone: (traveller: BookingTraveller) => void;
  onCancel: () => void;
  t: TravellersText;
  translations?: Record<string, string>;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [countryCode, setCountryCode] = useState('91');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const replace = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { name: name.trim(), ...(mobile.trim() ? { mobile: { countryCode: countryCode.trim(), number: mobile.trim() } } : {}) };
      onDone(await travellersApi.replace(bookingId, traveller.id, body));
    } catch (cause) {
      setError(sayError(translations, cause));
      setBusy(false);
    }
  };
  return (
    <form className="replace-panel" onSubmit={(event) => void replace(event)} noValidate>
      <p>{fill(t.replaceLead, { name: seatName(traveller, t) })}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.newName}</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" required />
      </div>
      <div className="mobile-pair">
        <div className="field">
          <label htmlFor={`${id}-code`}>{t.countryCode}</label>
          <input
            id={`${id}-code`}
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
            inputMode="numeric"
            size={4}
            maxLength={4}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-mobile`}>{t.newMobile}</label>
          <input
            id={`${id}-mobile`}
            type="tel"
            inputMode="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            maxLength={15}
          />
        </div>
      </div>
      <ErrorAlert message={error} />
      <div className="booking-buttons">
        <button type="submit" className="btn" disabled={busy}>
          {t.confirmReplace}
        </button>
        <button type="button" className="btn btn-link" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
