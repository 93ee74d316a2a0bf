/**
 * Mobile login, step 1 (docs/product.md#screens, #states, #rules): country code (default 91) and mobile number; Login checks
 * the number and signs in (or sends a code, docs/product.md#beyond-the-specification), Sign Up goes on to /signup.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { compactMobileNumber, limits, messages, validateMobileNumber } from '@travel/server/domain';
import type { CountryCodeOption } from '../../lib/country-codes.ts';
import { checkUser, directLogin, signupUrl, verifyOtpUrl } from '../../lib/mobile-auth.ts';
import { takeReturnPath } from '../../lib/return-target.ts';
import { clearSession, signInTraveller } from '../../lib/session.ts';
import Popup from './Popup.tsx';
import SignInContext from './SignInContext.tsx';

interface Props {
  countryOptions: CountryCodeOption[];
  initialMobile?: string;
  initialCountryCode?: string;
  /** Where to go once signed in (back to the trip a visitor started from); the specification's /trips without one. */
  returnTo?: string | null;
}

type Dialog = 'mobile-required' | 'account-not-found' | null;

export default function MobileLogin({
  countryOptions,
  initialMobile = '',
  initialCountryCode = limits.defaultCountryCode,
  returnTo,
}: Props) {
  const [countryCode, setCountryCode] = useState(() =>
    countryOptions.some((o) => o.code === initialCountryCode) ? initialCountryCode : limits.defaultCountryCode,
  );
  const [mobile, setMobile] = useState(initialMobile);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  // '98765 43210', as the site itself writes numbers, is sent as digits.
  const phone = { mobileNumber: compactMobileNumber(mobile), countryCode };

  const login = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = validateMobileNumber(phone.mobileNumber);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (!(await checkUser(phone))) {
        setDialog('account-not-found');
        return;
      }
      const result = await directLogin(phone);
      if (result.kind === 'signed-in') {
        signInTraveller(result.token, result.user);
        window.location.assign(takeReturnPath(returnTo));
      } else {
        window.location.assign(verifyOtpUrl(phone, result.verificationId, false, undefined, returnTo));
      }
    } catch (cause) {
      // docs/product.md#states: a failed login clears the stored session.
      clearSession();
      setError(cause instanceof Error ? cause.message : messages.loginFailed);
    } finally {
      setBusy(false);
    }
  };

  const signUp = () => {
    setError(null);
    if (!mobile.trim()) {
      setFieldError(null);
      setDialog('mobile-required');
      return;
    }
    const problem = validateMobileNumber(phone.mobileNumber);
    setFieldError(problem);
    if (!problem) window.location.assign(signupUrl(phone, returnTo));
  };

  return (
    <form onSubmit={login} noValidate>
      <SignInContext returnTo={returnTo} />
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="mobile">Mobile number</label>
        <div className="phone-row">
          <select id="country-code" aria-label="Country code" value={countryCode} onChange={(event) => setCountryCode(event.target.value)}>
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <input
            id="mobile"
            name="mobile"
            // A national number (the country code is the select beside it): HTML allows the
            // tel-national autofill on text inputs only; inputMode still brings the digit keypad.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="98765 43210"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'mobile-error' : undefined}
          />
        </div>
        {fieldError && (
          <p id="mobile-error" className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      <div className="auth-actions">
        <button type="button" className="btn btn-outline" onClick={signUp} disabled={busy}>
          Sign Up
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Please wait…' : 'Login'}
        </button>
      </div>
      <Popup
        open={dialog === 'mobile-required'}
        kind="warning"
        title={messages.mobileRequiredTitle}
        text={messages.mobileRequiredText}
        onClose={() => setDialog(null)}
      />
      <Popup
        open={dialog === 'account-not-found'}
        kind="warning"
        title={messages.accountNotFoundTitle}
        text={messages.accountNotFoundText}
        onClose={() => setDialog(null)}
        actions={[
          { label: 'Go to Sign Up', onClick: () => window.location.assign(signupUrl(phone, returnTo)) },
          { label: 'Cancel', variant: 'secondary', onClick: () => setDialog(null) },
        ]}
      />
    </form>
  );
}
