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
import { say, type SignInStrings, signInEn } from '../../i18n/sign-in-en.ts';

interface Props {
  countryOptions: CountryCodeOption[];
  initialMobile?: string;
  initialCountryCode?: string;
  /** Where to go once signed in (back to the trip a visitor started from); the specification's /trips without one. */
  returnTo?: string | null;
  /** The place of the trip `returnTo` names, read by the page on the server (SignInContext). */
  returnPlace?: string | null;
  /** The page's language: its strings and its map of the API's English messages (none on English pages). */
  t?: SignInStrings;
  translations?: Record<string, string>;
}

type Dialog = 'mobile-required' | 'account-not-found' | null;

export default function MobileLogin({
  countryOptions,
  initialMobile = '',
  initialCountryCode = limits.defaultCountryCode,
  returnTo,
  returnPlace = null,
  t = signInEn,
  translations,
}: Props) {
  const tr = (text: string) => say(translations, text);
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
    setFieldError(problem && tr(problem));
    if (problem) return;
    setBusy(true);
    try {
      if (!(await checkUser(phone))) {
        setDialog('account-not-found');
        return;
      }
      const result = await directLogin(phone, undefined, t.language);
      if (result.kind === 'signed-in') {
        signInTraveller(result.token, result.user);
        window.location.assign(takeReturnPath(returnTo, t.prefix));
      } else {
        window.location.assign(verifyOtpUrl(phone, result.verificationId, false, undefined, returnTo, t.prefix));
      }
    } catch (cause) {
      // docs/product.md#states: a failed login clears the stored session.
      clearSession();
      setError(tr(cause instanceof Error ? cause.message : messages.loginFailed));
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
    setFieldError(problem && tr(problem));
    if (!problem) window.location.assign(signupUrl(phone, returnTo, t.prefix));
  };

  return (
    <form onSubmit={login} noValidate>
      <SignInContext returnTo={returnTo} template={t.signInToSeeTrip} prefix={t.prefix} knownPlace={returnPlace} />
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="mobile">{t.mobileNumber}</label>
        <div className="phone-row">
          <select id="country-code" aria-label={t.countryCode} value={countryCode} onChange={(event) => setCountryCode(event.target.value)}>
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
          {t.signUp}
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t.pleaseWait : t.login}
        </button>
      </div>
      <Popup
        open={dialog === 'mobile-required'}
        kind="warning"
        title={tr(messages.mobileRequiredTitle)}
        text={tr(messages.mobileRequiredText)}
        okLabel={t.ok}
        onClose={() => setDialog(null)}
      />
      <Popup
        open={dialog === 'account-not-found'}
        kind="warning"
        title={tr(messages.accountNotFoundTitle)}
        text={tr(messages.accountNotFoundText)}
        onClose={() => setDialog(null)}
        actions={[
          { label: t.goToSignUp, onClick: () => window.location.assign(signupUrl(phone, returnTo, t.prefix)) },
          { label: t.cancel, variant: 'secondary', onClick: () => setDialog(null) },
        ]}
      />
    </form>
  );
}
