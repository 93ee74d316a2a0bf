/**
 * The reservation form of one departure: adults, kids, a name per traveller and notes, the billing
 * state (and a business's GSTIN), the total, the deposit due now and the balance (for display: the
 * server computes the real amounts), the cancellation policy in words, then 'Continue to payment'
 * creates the booking and takes the deposit (Razorpay Checkout or offline).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  partyAmounts,
  partyTotalText,
  bookingLimits,
  bookingMessages,
  bookingTexts,
  firstError,
  formatPaise,
  rupeesToPaise,
  travellerMessageTexts,
  validateBooking,
} from '@travel/server/domain';
import type { CancellationTier, Departure, Language, NewBooking } from '@travel/server/domain';
import { ApiError } from '../../lib/api.ts';
import { bookingsApi, errorText, rememberPaymentError } from '../../lib/bookings.ts';
import { bookingPageUrl, takePayment } from '../../lib/pay-booking.ts';
import { departureDatesText } from '../../lib/departure-text.ts';
import BillingFields, { type Billing, billingBody } from './BillingFields.tsx';
import FactList from './FactList.tsx';
import PolicyLines from './PolicyLines.tsx';

export interface ReservationFormProps {
  departure: Departure;
  businessName: string;
  place: string;
  /** The cancellation policy the booking will carry (the trip's, else the business's). */
  policy: readonly CancellationTier[];
  /** The state the billing select starts on: the business's. */
  businessStateCode: string;
  /** The page's language: the booking's messages go in it. */
  language?: Language;
  /** The server said the seats are gone (or the departure closed): the list shows fresh counts. */
  onSeatsChanged: () => void;
  onClose: () => void;
}

/** A count typed by the traveller: a whole number, else NaN. */
const wholeNumber = (value: string): number => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

interface CountFieldProps {
  id: string;
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
}

/** A whole-number count (adults, kids); checked with the contract's rule on submit, not by the browser. */
function CountField({ id, label, min, max, value, onChange }: CountFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Labels of the name fields: 'Adult 1 name', ..., 'Kid 1 name', ... */
export function travellerLabels(adults: number, kids: number): string[] {
  return [
    ...Array.from({ length: adults }, (_, i) => `Adult ${i + 1} name`),
    ...Array.from({ length: kids }, (_, i) => `Kid ${i + 1} name`),
  ];
}

export default function ReservationForm(props: ReservationFormProps) {
  const { departure, businessName, place, policy, businessStateCode, onSeatsChanged, onClose } = props;
  const [adultsText, setAdultsText] = useState('1');
  const [kidsText, setKidsText] = useState('0');
  const [names, setNames] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [whatsappOptIn, setWhatsappOptIn] = useState(true);
  const [billing, setBilling] = useState<Billing>({ state: businessStateCode, gstin: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server held the seats but could not ask for the payment (provider down): the booking is in My Bookings. */
  const [heldWithoutPayment, setHeldWithoutPayment] = useState(false);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the form moves focus into it, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  const adults = wholeNumber(adultsText);
  const kids = kidsText.trim() === '' ? 0 : wholeNumber(kidsText);
  // While a count is being typed the name fields and amounts keep the last sensible shape.
  const shownAdults = Number.isInteger(adults) ? adults : 1;
  const shownKids = Number.isInteger(kids) ? kids : 0;
  const seats = shownAdults + shownKids;
  // More seats than are left: say so at once, and ask for no names.
  const tooMany = seats > departure.seatsLeft;
  const labels = tooMany ? [] : travellerLabels(shownAdults, shownKids);
  // Shown only: the server computes the booking's amounts from its own prices, by the same rule.
  const prices = {
    pricePaise: rupeesToPaise(departure.pricePerPerson),
    kidPricePaise: rupeesToPaise(departure.kidPricePerPerson ?? departure.pricePerPerson),
    depositPaise: rupeesToPaise(departure.depositPerPerson),
  };
  const party = { adults: shownAdults, kids: shownKids };
  const amounts = partyAmounts(party, prices);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    const given = labels.map((_, i) => (names[i] ?? '').trim());
    // Names are optional as a whole; once one is given, every traveller needs one (the contract's rule).
    const body: NewBooking = {
      departureId: departure.id,
      adults,
      kids,
      ...(given.some(Boolean) ? { travellers: given.map((name) => ({ name })) } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...billingBody(billing),
      whatsappOptIn,
      language: props.language ?? 'en',
    };
    const problem = firstError(validateBooking(body)) ?? (tooMany ? bookingMessages.notEnoughSeats : null);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const { booking, payment } = await bookingsApi.create(body);
      try {
        await takePayment(booking, payment, { businessName, description: `Deposit for ${place} (booking ${booking.reference})` });
      } catch (cause) {
        // The booking exists and holds its seats: its page says what went wrong and offers to pay again.
        rememberPaymentError(booking.id, errorText(cause));
      }
      window.location.assign(bookingPageUrl(booking.id));
    } catch (cause) {
      setBusy(false);
      setError(errorText(cause));
      setHeldWithoutPayment(cause instanceof ApiError && cause.status === 503);
      if (cause instanceof ApiError && (cause.status === 409 || cause.status === 404)) onSeatsChanged();
    }
  };

  return (
    <form className="reservation-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Reserve {departureDatesText(departure)}
      </h3>
      <div className="reservation-counts">
        <CountField
          id={`${id}-adults`}
          label={bookingTexts.adults}
          min={bookingLimits.adultsMin}
          max={departure.seatsLeft}
          value={adultsText}
          onChange={setAdultsText}
        />
        <CountField
          id={`${id}-kids`}
          label={bookingTexts.kids}
          min={bookingLimits.kidsMin}
          max={departure.seatsLeft}
          value={kidsText}
          onChange={setKidsText}
        />
      </div>
      {tooMany && (
        <p className="field-error" role="status">
          {bookingMessages.notEnoughSeats}
        </p>
      )}
      <fieldset className="reservation-names" hidden={labels.length === 0}>
        <legend>Travellers (names as on their ID)</legend>
        {labels.map((label, i) => (
          <div className="field" key={label}>
            <label htmlFor={`${id}-name-${i}`}>{label}</label>
            <input
              id={`${id}-name-${i}`}
              type="text"
              autoComplete={i === 0 ? 'name' : 'off'}
              maxLength={bookingLimits.travellerNameMax}
              value={names[i] ?? ''}
              onChange={(e) => setNames((current) => Object.assign([...current], { [i]: e.target.value }))}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{bookingTexts.notes}</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={bookingLimits.notesMax} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <label className="field-check">
        <input type="checkbox" checked={whatsappOptIn} onChange={(e) => setWhatsappOptIn(e.target.checked)} />
        {travellerMessageTexts.whatsappOptIn}
      </label>
      <BillingFields id={id} billing={billing} onChange={setBilling} />
      <p className="reservation-prices">
        {formatPaise(prices.pricePaise)} {bookingTexts.perAdult} · {formatPaise(prices.kidPricePaise)} {bookingTexts.perChild}
      </p>
      <p className="reservation-breakdown" aria-live="polite">
        {partyTotalText(party, prices)}
      </p>
      <FactList
        className="reservation-amounts"
        live
        facts={[
          [bookingTexts.total, formatPaise(amounts.totalPaise)],
          [bookingTexts.depositDueNow, formatPaise(amounts.depositPaise)],
          [bookingTexts.balance, formatPaise(amounts.totalPaise - amounts.depositPaise)],
        ]}
      />
      <PolicyLines tiers={policy} id={`${id}-policy`} />
      {error && (
        <p className="alert-error" role="alert">
          {error}
          {heldWithoutPayment && (
            <>
              {' '}
              <a href="/bookings">{bookingTexts.myBookings}</a>
            </>
          )}
        </p>
      )}
      <div className="reservation-actions">
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {bookingTexts.continueToPayment}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
    </form>
  );
}
