/**
 * When each sign-in code was sent, kept for the visit, so the code page's resend countdown tells the
 * truth after a reload or a way back: the server refuses a new code until OTP_RESEND_SECONDS after the
 * last one, counted from the send, not from whenever the page was opened.
 */
import { sessionStore } from './safe-storage.ts';

const sentAtKey = (verificationId: string) => `codeSentAt:${verificationId}`;

export function rememberCodeSent(verificationId: string, at: number = Date.now()): void {
  sessionStore.set(sentAtKey(verificationId), String(at));
}

/** Seconds until a new code may be asked for: the full wait when the send time is unknown. */
export function secondsUntilResend(verificationId: string, resendSeconds: number, now: number = Date.now()): number {
  const sentAt = Number(sessionStore.get(sentAtKey(verificationId)));
  if (!Number.isFinite(sentAt) || sentAt <= 0 || sentAt > now) return resendSeconds;
  return Math.max(0, Math.min(resendSeconds, resendSeconds - Math.floor((now - sentAt) / 1000)));
}
