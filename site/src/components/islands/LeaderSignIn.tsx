/** The leader page's sign-in: e-mail and password, as in the back office; only a trip leader stays. */
import { type FormEvent, useState } from 'react';
import { type LeaderSession, saveSession, signIn } from '../../lib/leader-offline.ts';

export function LeaderSignIn({ onSignedIn }: { onSignedIn: (session: LeaderSession) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const session = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      if (session.member.role !== 'leader') return setError('This page is for trip leaders: admins use /admin');
      saveSession(session);
      onSignedIn(session);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <form className="card" onSubmit={submit}>
      <h2>Sign in</h2>
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" className="primary">
        Sign in
      </button>
    </form>
  );
}
