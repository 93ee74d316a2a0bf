/**
 * OTP verification (docs/product.md#screens, #states, #rules): a 4-digit code, a resend countdown that starts at the
 * server's wait (OTP_RESEND_SECONDS, 60 s by default) on open and on each resend (resend only at zero), Back, and
 * 'Complete Signup' or 'Login'.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { formatPhone, limits, messages, validateOtp } from '@travel/server/domain';
import { ApiError } from '../../lib/api.ts';
import { directLogin, loginUrl, sendOtp, signupUrl, verifyOtp } from '../../lib/mobile-auth.ts';
import type { PhoneNumber } from '../../lib/mobile-auth.ts';
import { takeReturnPath } from '../../lib/return-target.ts';
import { clearSession, signInTraveller } from '../../lib/session.ts';
import { secondsUntilResend } from '../../lib/code-sent.ts';
import { fill, say, type SignInStrings, signInEn } from '../../i18n/sign-in-en.ts';

interface Props {
  phone: PhoneNumber;
  verificationId: string;
  username?: string;
  isSignup: boolean;
  /** Where to go once signed in (back to the trip a visitor started from); the specification's /trips without one. */
  returnTo?: string | null;
  /** The server's wait between codes (the page renders it from OTP_RESEND_SECONDS); the domain's default without one. */
  resendSeconds?: number;
  /** The page's language: its strings and its map of the API's English messages (none on English pages). */
  t?: SignInStrings;
  translations?: Record<string, string>;
}

/** The countdown's text: whole minutes past two minutes, else seconds. */
const countdown = (t: SignInStrings, seconds: number) =>
  seconds > 120 ? fill(t.resendInMinutes, { n: Math.ceil(seconds / 60) }) : fill(t.resendInSeconds, { n: seconds });

export default function OtpVerification({
  phone,
  verificationId: initialVerificationId,
  username,
  isSignup,
  returnTo,
  resendSeconds = limits.otpResendSeconds,
  t = signInEn,
  translations,
}: Props) {
  const tr = (text: string) => say(translations, text);
  const [otp, setOtp] = useState('');
  const [verificationId, setVerificationId] = useState(initialVerificationId);
  const [secondsLeft, setSecondsLeft] = useState<number>(resendSeconds);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Five wrong codes burn this one: Login stays off until a new code is sent.
  const [locked, setLocked] = useState(false);

  // After a reload the wait is counted from the code's send (lib/code-sent.ts), read once hydrated: the
  // server-rendered page cannot know it.
  useEffect(() => setSecondsLeft(secondsUntilResend(initialVerificationId, resendSeconds)), [initialVerificationId, resendSeconds]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const problem = validateOtp(otp);
    setFieldError(problem && tr(problem));
    if (problem) return;
    setBusy(true);
    try {
      const signedIn = await verifyOtp({ ...phone, ...(isSignup && username ? { username } : {}), verificationId, otp: otp.trim() });
      signInTraveller(signedIn.token, signedIn.user);
      window.location.assign(takeReturnPath(returnTo, t.prefix));
    } catch (cause) {
      // docs/product.md#states: a failed verification clears the stored session.
      clearSession();
      setError(tr(cause instanceof Error && cause.message ? cause.message : messages.verificationFailed));
      if (cause instanceof Error && cause.message === messages.otpAttemptsExhausted) setLocked(true);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (secondsLeft > 0) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (isSignup) {
        setVerificationId(await sendOtp({ ...phone, username: username ?? '' }, messages.resendOtpFailed, t.language));
      } else {
        const result = await directLogin(phone, messages.resendOtpFailed, t.language);
        if (result.kind === 'signed-in') {
          signInTraveller(result.token, result.user);
          window.location.assign(takeReturnPath(returnTo, t.prefix));
          return;
        }
        setVerificationId(result.verificationId);
      }
      setOtp('');
      setLocked(false);
      setSecondsLeft(resendSeconds);
      setNotice(tr(messages.otpResent));
    } catch (cause) {
      setError(tr(cause instanceof Error && cause.message ? cause.message : messages.resendOtpFailed));
      // A refused resend says how long the server wants: the countdown shows that, not a button that would fail again.
      if (cause instanceof ApiError && cause.retryAfterSeconds) setSecondsLeft(cause.retryAfterSeconds);
    } finally {
      setBusy(false);
    }
  };

  const back = () => window.location.assign(isSignup ? signupUrl(phone, returnTo, t.prefix) : loginUrl(phone, returnTo, t.prefix));

  return (
    <form onSubmit={submit} noValidate>
      <p className="lead">
        {t.codeSentTo} <strong className="phone-number">{formatPhone(phone)}</strong>
      </p>
      {error && (
        <p className="alert-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <div className="field">
        <label htmlFor="otp">{t.enterOtp}</label>
        <input
          id="otp"
          name="otp"
          className="otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={limits.otpLength}
          placeholder={t.otpPlaceholder}
          value={otp}
          disabled={locked}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, limits.otpLength))}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'otp-error' : undefined}
        />
        {fieldError && (
          <p id="otp-error" className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      {locked && (
        <p className="notice otp-locked" role="status">
          {t.otpLockedHint}
        </p>
      )}
      <p className="resend" aria-live="polite">
        {secondsLeft > 0 ? (
          <span>{countdown(t, secondsLeft)}</span>
        ) : (
          <button type="button" className="link-button" onClick={resend} disabled={busy}>
            {t.resendOtp}
          </button>
        )}
      </p>
      <div className="auth-actions">
        <button type="button" className="btn btn-outline" onClick={back}>
          {t.back}
        </button>
        <button type="submit" className="btn" disabled={busy || locked}>
          {isSignup ? t.completeSignup : t.login}
        </button>
      </div>
    </form>
  );
}
