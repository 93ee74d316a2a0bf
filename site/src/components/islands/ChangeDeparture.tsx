/**
 * "Change departure": the lead moves the whole booking to another open departure of the same trip (GET shift-options,
 * then POST shift). Each option shows its date and seats left, and once chosen the new total, the difference and the
 * change fee before confirming; when money comes back the lead chooses the original payment or a credit voucher.
 * The server decides the amounts and when it is too late; its 409 is shown in its words.
 */
import { useId, useState } from 'react';
import { formatRupees } from '@travel/server/domain';
import type { Booking } from '@travel/server/entities';
import type { ShiftOption } from '../../lib/travellers.ts';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { dateIn } from '../../lib/departure-text.ts';
import { type ShiftRefundTo, travellersApi } from '../../lib/travellers.ts';
import FactList from './FactList.tsx';
import ErrorAlert from './ErrorAlert.tsx';

interface Props {
  booking: Booking;
  onBookingChange: (booking: Booking) => void;
  t?: TravellersText;
  translations?: Record<string, string>;
  dateLocale?: string;
}

/** 'You will pay ₹2,000 more.', '₹2,000 comes back to you.' or 'The total stays the same.' */
export function differenceText(option: Pick<ShiftOption, 'difference'>, t: TravellersText = travellersEn): string {
  if (option.difference > 0) return fill(t.shiftMore, { amount: formatRupees(option.difference) });
  if (option.difference < 0) return fill(t.shiftLess, { amount: formatRupees(-option.difference) });
  return t.shiftSame;
}

export default function ChangeDeparture({ booking, onBookingChange, t = travellersEn, translations, dateLocale = '' }: Props) {
  const id = useId();
  const [options, setOptions] = useState<ShiftOption[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refundTo, setRefundTo] = useState<ShiftRefundTo>('original');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (booking.status !== 'confirmed' && booking.status !== 'paid' && booking.status !== 'pending_payment') return null;
  const date = dateIn(dateLocale);

  const load = async () => {
    setBusy(true);
    setError(null);
    try {
      const read = await travellersApi.shiftOptions(booking.id);
      setOptions(read);
      setChosen(read[0]?.departureId ?? null);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  const option = options?.find((candidate) => candidate.departureId === chosen) ?? null;
  const shift = async () => {
    if (!option) return;
    setBusy(true);
    setError(null);
    try {
      const moved = await travellersApi.shift(booking.id, option.departureId, option.difference < 0 ? refundTo : undefined);
      setOptions(null);
      setDone(fill(t.shifted, { date: date(moved.startDate) }));
      onBookingChange(moved);
    } catch (cause) {
      setError(sayError(translations, cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="change-departure" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.shiftTitle}</h2>
      <p>{t.shiftLead}</p>
      {done && (
        <p className="alert-success" role="status">
          {done}
        </p>
      )}
      <ErrorAlert message={error} />
      {!options && (
        <button type="button" className="btn btn-outline" onClick={() => void load()} disabled={busy}>
          {t.shiftLoad}
        </button>
      )}
      {options?.length === 0 && <p className="muted">{t.shiftNone}</p>}
      {options && options.length > 0 && (
        <>
          <fieldset className="shift-options">
            <legend>{t.shiftTitle}</legend>
            {options.map((candidate) => (
              <label key={candidate.departureId} className="field-check">
                <input
                  type="radio"
                  name={`${id}-departure`}
                  value={candidate.departureId}
                  checked={chosen === candidate.departureId}
                  onChange={() => setChosen(candidate.departureId)}
                />
                <span>
                  {fill(t.shiftOption, {
                    date: date(candidate.startDate),
                    seats: candidate.seatsLeft === 1 ? t.seatsLeftOne : fill(t.seatsLeftCount, { n: candidate.seatsLeft }),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
          {option && (
            <>
              <FactList
                className="shift-figures"
                live
                facts={[
                  [t.shiftNewTotal, formatRupees(option.totalAmount)],
                  [t.shiftDifference, formatRupees(option.difference)],
                  [t.shiftFee, formatRupees(option.fee)],
                ]}
              />
              <p className="shift-difference">{differenceText(option, t)}</p>
              {option.difference < 0 && (
                <fieldset className="cancel-choice">
                  <legend>{t.refundToTitle}</legend>
                  {(['original', 'voucher'] as const).map((choice) => (
                    <label key={choice}>
                      <input
                        type="radio"
                        name={`${id}-refund`}
                        value={choice}
                        checked={refundTo === choice}
                        onChange={() => setRefundTo(choice)}
                      />
                      <span>{choice === 'original' ? t.refundOriginal : t.refundVoucher}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              <div className="booking-buttons">
                <button type="button" className="btn" onClick={() => void shift()} disabled={busy}>
                  {fill(t.confirmShift, { date: date(option.startDate) })}
                </button>
                <button type="button" className="btn btn-link" onClick={() => setOptions(null)} disabled={busy}>
                  {t.cancel}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
