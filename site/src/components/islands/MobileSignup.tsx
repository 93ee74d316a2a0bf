/**
 * Signup (docs/product.md#screens, #rules, #errors): shows the number, asks for a username, Send OTP goes to the code page;
 * an already registered number offers Go to Login or Try Different Number.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { formatPhone, messages, validateUsername } from '@travel/server/domain';
import { ApiError } from '../../lib/api.ts';
import { loginUrl, sendOtp, verifyOtpUrl } from '../../lib/mobile-auth.ts';
import type { PhoneNumber } from '../../lib/mobile-auth.ts';
import Popup from './Popup.tsx';
import { say, type SignInStrings, signInEn } from '../../i18n/sign-in-en.ts';

interface Props {
  phone: PhoneNumber;
  /** Where to go once signed in (the trip a visitor started from), carried on to the code page. */
  returnTo?: string | null;
  /** The page's language: its strings and its map of the API's English messages (none on English pages). */
  t?: SignInStrings;
  translations?: Record<string, string>;
}

export default function MobileSignup({ phone, returnTo, t = signInEn, translations }: Props) {
  const tr = (text: string) => say(translations, text);
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = validateUsername(username);
    setFieldError(problem && tr(problem));
    if (problem) return;
    setBusy(true);
    try {
      const name = username.trim();
      const verificationId = await sendOtp({ ...phone, username: name }, undefined, t.language);
      window.location.assign(verifyOtpUrl(phone, verificationId, true, name, returnTo, t.prefix));
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : messages.sendOtpFailed;
      if (message === messages.mobileAlreadyRegistered || (cause instanceof ApiError && cause.status === 409)) {
        setAlreadyRegistered(true);
      } else setError(tr(message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="signup-number">
        {t.numberLabel} <strong className="phone-number">{formatPhone(phone)}</strong>
      </p>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="username">{t.username}</label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          placeholder={t.chooseUsername}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'username-error' : 'username-hint'}
        />
        {fieldError ? (
          <p id="username-error" className="field-error">
            {fieldError}
          </p>
        ) : (
          <p id="username-hint" className="hint">
            {t.usernameHint}
          </p>
        )}
      </div>
      <button type="submit" className="btn" style={{ width: '100%' }} disabled={busy}>
        {busy ? t.sending : t.sendOtp}
      </button>
      <p className="auth-switch">
        {t.alreadyHaveAccount} <a href={loginUrl(phone, returnTo, t.prefix)}>{t.backToLogin}</a>
      </p>
      <Popup
        open={alreadyRegistered}
        kind="warning"
        title={tr(messages.mobileAlreadyRegistered)}
        text={tr(messages.mobileAlreadyRegisteredText)}
        onClose={() => setAlreadyRegistered(false)}
        actions={[
          { label: t.goToLogin, onClick: () => window.location.assign(loginUrl(phone, returnTo, t.prefix)) },
          {
            label: t.tryDifferentNumber,
            variant: 'secondary',
            onClick: () => window.location.assign(loginUrl(undefined, returnTo, t.prefix)),
          },
        ]}
      />
    </form>
  );
}
