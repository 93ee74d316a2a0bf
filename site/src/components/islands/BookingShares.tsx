/**
 * The lead's view of a split booking (DESIGN "Each pays their share"): who has paid and what each
 * share owes now, a one-tap WhatsApp link per share carrying its pay page, and a Remind button
 * (share_request at once). Before any payment, a booking of two adults or more can still be split.
 */
import { useState } from 'react';
import { formatRupees, placeText, whatsappLink } from '@travel/server/domain';
import type { Booking, BookingShare } from '@travel/server/entities';
import { bookingsEn, type BookingsText } from '../../i18n/bookings-en.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { sharesApi } from '../../lib/shares.ts';
import ErrorAlert from './ErrorAlert.tsx';

export interface BookingSharesProps {
  booking: Booking;
  onBookingChange: (booking: Booking) => void;
  t?: BookingsText;
  translations?: Record<string, string>;
}

function shareState(share: BookingShare, t: BookingsText['shares']): string {
  if (share.amountPaid >= share.amount) return t.paid;
  if (share.due > 0) return fill(t.owes, { amount: formatRupees(share.due) });
  return t.nothingNow;
}

export default function BookingShares({ booking, onBookingChange, t: all = bookingsEn, translations }: BookingSharesProps) {
  const t = all.shares;
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const live = booking.status !== 'cancelled';
  const shares = booking.shares ?? [];

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    setStatus('');
    try {
      await action();
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(null);
    }
  };

  if (shares.length === 0) {
    const splittable = live && booking.adults > 1 && booking.amountPaid === 0 && (booking.payments ?? []).length === 0;
    if (!splittable) return null;
    return (
      <section className="booking-shares" aria-labelledby="shares-title">
        <h2 id="shares-title">{t.option}</h2>
        <p>{t.splitLead}</p>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy !== null}
          onClick={() => void run('split', async () => onBookingChange(await sharesApi.split(booking.id)))}
        >
          {busy === 'split' ? t.splitting : t.split}
        </button>
        {error && <ErrorAlert message={error} />}
      </section>
    );
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <section className="booking-shares" aria-labelledby="shares-title">
      <h2 id="shares-title">{t.title}</h2>
      <p>{t.lead}</p>
      <ul className="share-list">
        {shares.map((share, index) => {
          const paidUp = share.amountPaid >= share.amount;
          const text = fill(t.whatsappText, {
            name: share.name,
            place: placeText(booking.place),
            reference: booking.reference,
            amount: formatRupees(share.due > 0 ? share.due : share.amount - share.amountPaid),
            link: `${origin}${all.prefix}${share.payUrl}`,
          });
          return (
            <li key={share.id} className={`share share-${paidUp ? 'paid' : 'owing'}`}>
              <div className="share-who">
                <strong>{share.name}</strong>
                <span className={`status-badge ${paidUp ? 'status-paid' : 'status-pending_payment'}`}>{shareState(share, t)}</span>
              </div>
              <p className="share-amounts">
                {fill(t.paidOf, { paid: formatRupees(share.amountPaid), amount: formatRupees(share.amount) })}
              </p>
              {live && !paidUp && index === 0 && share.due > 0 && (
                <div className="share-actions">
                  <a className="btn btn-small btn-accent" href={`${all.prefix}${share.payUrl}`}>
                    {fill(t.payMine, { amount: formatRupees(share.due) })}
                  </a>
                </div>
              )}
              {live && !paidUp && index > 0 && (
                <div className="share-actions">
                  <a className="btn btn-small btn-whatsapp" href={whatsappLink(text)} target="_blank" rel="noopener noreferrer">
                    {t.whatsapp}
                    <span className="visually-hidden"> {share.name}</span>
                  </a>
                  {share.due > 0 && (
                    <button
                      type="button"
                      className="btn btn-small btn-outline"
                      disabled={busy !== null}
                      onClick={() =>
                        void run(share.id, async () => {
                          await sharesApi.remind(booking.id, share.id);
                          setStatus(fill(t.reminded, { name: share.name }));
                        })
                      }
                    >
                      {busy === share.id ? t.reminding : t.remind}
                      <span className="visually-hidden"> {share.name}</span>
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="share-status" role="status">
        {status}
      </p>
      {error && <ErrorAlert message={error} />}
    </section>
  );
}
