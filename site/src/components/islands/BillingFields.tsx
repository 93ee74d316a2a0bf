/**
 * The reservation form's billing: the traveller's state (GST state codes with names, the business's
 * by default) and, folded away, a business booking's GSTIN and company name. Checked on submit by
 * the contract's rules (validateBooking); the server checks again.
 */
import { bookingLimits, gstStates } from '@travel/server/domain';

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

export default function BillingFields({ id, billing, onChange }: { id: string; billing: Billing; onChange: (billing: Billing) => void }) {
  const set = (key: keyof Billing) => (event: { target: { value: string } }) => onChange({ ...billing, [key]: event.target.value });
  return (
    <div className="reservation-billing">
      <div className="field">
        <label htmlFor={`${id}-state`}>State</label>
        <select id={`${id}-state`} value={billing.state} onChange={set('state')} autoComplete="address-level1">
          {gstStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <details className="reservation-business" open={Boolean(billing.gstin || billing.name) || undefined}>
        <summary>Booking for a business? Add its GSTIN</summary>
        <div className="field">
          <label htmlFor={`${id}-gstin`}>GSTIN</label>
          <input
            id={`${id}-gstin`}
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            maxLength={15}
            value={billing.gstin}
            onChange={set('gstin')}
            placeholder="27AAPFU0939F1ZV"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-company`}>Company name</label>
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
