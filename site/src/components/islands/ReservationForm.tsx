/**
 * The reservation form of one departure: adults, kids, a name per traveller and notes, the billing
 * state (and a business's GSTIN), the total, the deposit due now and the balance (for display: the
 * server computes the real amounts), the cancellation policy in words, then 'Continue to payment'
 * creates the booking and takes the deposit (Razorpay Checkout or offline). In the page's language:
 * its strings and the map of the API's messages come from the departures list (English by default),
 * and a booking made on a Hindi page says so (`language`), so messages to the traveller follow it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  partyAmounts,
  bookingLimits,
  bookingMessages,
  defaultLanguage,
  firstError,
  formatPaise,
  rupeesToPaise,
  validateBooking,
} from '@travel/server/domain';
import type { CancellationTier } from '@travel/server/domain';
import type { Departure, NewBooking } from '@travel/server/entities';
import { reservationEn, type ReservationText } from '../../i18n/reservation-en.ts';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { ApiError } from '../../lib/api.ts';
import { bookingsApi, errorText, rememberPaymentError, sayError } from '../../lib/bookings.ts';
import { bookingPageUrl, takePayment } from '../../lib/pay-booking.ts';
import { forgetReferral, rememberedReferral } from '../../lib/referral.ts';
import { dateIn, departureDatesText } from '../../lib/departure-text.ts';
import { partyText, travellerLabels as labelsIn } from '../../lib/reservation-text.ts';
import BillingFields, { type Billing, billingBody } from './BillingFields.tsx';
import FactList from './FactList.tsx';
import PolicyLines from './PolicyLines.tsx';
import { CountField, NotesAndUpdates, SplitShares, TravellerNames } from './ReservationFields.tsx';
import PricingLines from './PricingLines.tsx';
import { usePricingQuote } from './usePricingQuote.ts';

export interface ReservationFormProps {
  departure: Departure;
  businessName: string;
  place: string;
  /** The cancellation policy the booking will carry (the trip's, else the business's). */
  policy: readonly CancellationTier[];
  /** The state the billing select starts on: the business's. */
  businessStateCode: string;
  /** The server said the seats are gone (or the departure closed): the list shows fresh counts. */
  onSeatsChanged: () => void;
  onClose: () => void;
  /** The strings in the page's language (default English), its date locale ('' for English) and the API's messages in it. */
  t?: ReservationText;
  dateLocale?: string;
  translations?: Record<string, string>;
}

/** A count typed by the traveller: a whole number, else NaN. */
const wholeNumber = (value: string): number => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/** Labels of the name fields in English: 'Adult 1 name', ..., 'Kid 1 name', ... */
export const travellerLabels = (adults: number, kids: number): string[] => labelsIn(adults, kids, reservationEn);

export default function ReservationForm(props: ReservationFormProps) {
  const { departure, businessName, place, policy, businessStateCode, onSeatsChanged, onClose } = props;
  const { t = reservationEn, dateLocale = '', translations } = props;
  const [adultsText, setAdultsText] = useState('1');
  const [kidsText, setKidsText] = useState('0');
  const [names, setNames] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [whatsappOptIn, setWhatsappOptIn] = useState(true);
  const [split, setSplit] = useState(false);
  // A referral link's code (lib/referral.ts) fills the code field until the first booking.
  const [code, setCode] = useState(() => rememberedReferral());
  const [billing, setBilling] = useState<Billing>({ state: businessStateCode, gstin: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server held the seats but could not ask for the payment (provider down): the booking is in My Bookings. */
  const [heldWithoutPayment, setHeldWithoutPayment] = useState(false);
  const id = useId();
  // The booking pages in the form's language: '/hi/bookings/…' on Hindi pages.
  const prefix = t.language === defaultLanguage ? '' : `/${t.language}`;
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
  const labels = tooMany ? [] : labelsIn(shownAdults, shownKids, t);
  // Shown only: the server computes the booking's amounts from its own prices, by the same rule. What each seat
  // pays at once is the departure's due now (domain due-now.ts): the deposit, or the whole price inside the balance window.
  const prices = {
    pricePaise: rupeesToPaise(departure.pricePerPerson),
    kidPricePaise: rupeesToPaise(departure.kidPricePerPerson ?? departure.pricePerPerson),
    depositPaise: rupeesToPaise(departure.dueNowPerPerson),
  };
  const payInFull = departure.dueNowPerPerson > departure.depositPerPerson;
  const party = { adults: shownAdults, kids: shownKids };
  // The live quote (the server's one pricing rule, the code's discount included) replaces the local sum once it answers.
  const { quote, codeError } = usePricingQuote(departure.id, shownAdults, shownKids, code.trim());
  // A remembered referral the server refuses (the traveller's own, or not a first booking) is not offered again.
  useEffect(() => {
    if (codeError) forgetReferral(code.trim());
  }, [codeError, code]);
  const local = partyAmounts(party, prices);
  const amounts = quote ? { totalPaise: rupeesToPaise(quote.totalAmount), depositPaise: rupeesToPaise(quote.depositAmount) } : local;

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
      ...(split && adults > 1 ? { split: true } : {}),
      ...(code.trim() ? { couponCode: code.trim() } : {}),
      // English is the API's default: English pages send what they always sent.
      ...(t.language === defaultLanguage ? {} : { language: t.language }),
    };
    const problem = firstError(validateBooking(body)) ?? (tooMany ? bookingMessages.notEnoughSeats : null);
    if (problem) return setError(say(translations, problem));
    setBusy(true);
    try {
      const { booking, payment } = await bookingsApi.create(body);
      forgetReferral();
      try {
        const description = fill(payInFull ? t.paymentInFullFor : t.paymentFor, { place, reference: booking.reference });
        await takePayment(booking, payment, { businessName, description });
      } catch (cause) {
        // The booking exists and holds its seats: its page says what went wrong and offers to pay again.
        rememberPaymentError(booking.id, errorText(cause));
      }
      window.location.assign(`${prefix}${bookingPageUrl(booking.id)}`);
    } catch (cause) {
      setBusy(false);
      setError(sayError(translations, cause));
      setHeldWithoutPayment(cause instanceof ApiError && cause.status === 503);
      if (cause instanceof ApiError && (cause.status === 409 || cause.status === 404)) onSeatsChanged();
    }
  };

  return (
    <form className="reservation-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {fill(t.title, { dates: departureDatesText(departure, null, dateIn(dateLocale)) })}
      </h3>
      <div className="reservation-counts">
        <CountField
          id={`${id}-adults`}
          label={t.adults}
          min={bookingLimits.adultsMin}
          max={departure.seatsLeft}
          value={adultsText}
          onChange={setAdultsText}
        />
        <CountField
          id={`${id}-kids`}
          label={t.kids}
          min={bookingLimits.kidsMin}
          max={departure.seatsLeft}
          value={kidsText}
          onChange={setKidsText}
        />
      </div>
      {tooMany && (
        <p className="field-error" role="status">
          {say(translations, bookingMessages.notEnoughSeats)}
        </p>
      )}
      <TravellerNames id={id} t={t} labels={labels} names={names} onChange={setNames} />
      <NotesAndUpdates id={id} t={t} notes={notes} onNotes={setNotes} whatsappOptIn={whatsappOptIn} onWhatsappOptIn={setWhatsappOptIn} />
      {shownAdults > 1 && <SplitShares id={id} t={t} split={split} onSplit={setSplit} />}
      <BillingFields id={id} t={t} billing={billing} onChange={setBilling} />
      <p className="reservation-prices">
        {formatPaise(prices.pricePaise)} {t.perAdult} · {formatPaise(prices.kidPricePaise)} {t.perChild}
      </p>
      <p className="reservation-breakdown" aria-live="polite">
        {partyText(t, party, prices)}
      </p>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t.couponCode}</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {codeError && (
          <p id={`${id}-code-error`} className="field-error" role="status">
            {say(translations, codeError)}
          </p>
        )}
      </div>
      {quote && !tooMany && (
        <PricingLines
          pricing={quote.pricing}
          totalAmount={quote.totalAmount}
          labels={{ priceBeforeDiscounts: t.priceBeforeDiscounts, total: t.total, discountLines: t.discountLines }}
        />
      )}
      <FactList
        className="reservation-amounts"
        live
        facts={[
          [t.total, formatPaise(amounts.totalPaise)],
          [payInFull ? t.fullAmountDueNow : t.depositDueNow, formatPaise(amounts.depositPaise)],
          [t.balance, formatPaise(amounts.totalPaise - amounts.depositPaise)],
        ]}
      />
      {payInFull && <p className="reservation-breakdown">{t.payInFullNote}</p>}
      <PolicyLines tiers={policy} id={`${id}-policy`} title={t.cancellationPolicy} language={t.language} />
      {error && (
        <p className="alert-error" role="alert">
          {error}
          {heldWithoutPayment && (
            <>
              {' '}
              <a href={`${prefix}/bookings`}>{t.myBookings}</a>
            </>
          )}
        </p>
      )}
      <div className="reservation-actions">
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {t.continueToPayment}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
          {t.close}
        </button>
      </div>
    </form>
  );
}
