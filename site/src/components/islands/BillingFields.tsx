/**
 * The reservation form's billing: the traveller's state (GST state codes with names, the business's
 * by default) and, folded away, a business booking's GSTIN and company name. Checked on submit by
 * the contract's rules (validateBooking); the server checks again.
 */
import { bookingLimits, gstStates } from '@travel/server/domain';
import { reservationEn, type ReservationText } from '../../i18n/reservation-en.ts';

export interface Billing {
  state: string;
  gstin: string;
  name: string;
}

/** The booking body's billing fields: the state always, GSTIN and company name when given. */
export const billingBody = (billing: Billing) => ({
  billingState: billing.state,
  ...(billing.gstin.trim() ? { billingGstin: billing.gstin.trim().toUpperCase() } : {}),
  ...(billing.name.trim() ? { billingName: billing.name.trim() } : {}),
});

type Labels = Pick<ReservationText, 'state' | 'stateNames' | 'business' | 'gstin' | 'gstinPlaceholder' | 'companyName'>;

interface Props {
  id: string;
  billing: Billing;
  onChange: (billing: Billing) => void;
  /** The labels in the page's language (default English). */
  t?: Labels;
}

export default function BillingFields({ id, billing, onChange, t = reservationEn }: Props) {
  const set = (key: keyof Billing) => (event: { target: { value: string } }) => onChange({ ...billing, [key]: event.target.value });
  return (
    <div className="reservation-billing">
      <div className="field">
        <label htmlFor={`${id}-state`}>{t.state}</label>
        <select id={`${id}-state`} value={billing.state} onChange={set('state')} autoComplete="address-level1">
          {gstStates.map((state) => (
            <option key={state.code} value={state.code}>
              {t.stateNames[state.code] ?? state.name}
            </option>
          ))}
        </select>
      </div>
      <details className="reservation-business" open={Boolean(billing.gstin || billing.name) || undefined}>
        <summary>{t.business}</summary>
        <div className="field">
          <label htmlFor={`${id}-gstin`}>{t.gstin}</label>
          <input
            id={`${id}-gstin`}
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            maxLength={15}
            value={billing.gstin}
            onChange={set('gstin')}
            placeholder={t.gstinPlaceholder}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-company`}>{t.companyName}</label>
          <input
            id={`${id}-company`}
            type="text"
            autoComplete="organization"
            maxLength={bookingLimits.billingNameMax}
            value={billing.name}
            onChange={set('name')}
          />
        </div>
      </details>
    </div>
  );
}
