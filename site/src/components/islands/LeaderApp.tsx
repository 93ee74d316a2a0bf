/**
 * The trip leader's page (/leader): sign in, the departures on today, and a roster to work through with
 * no signal. Every change is queued on the phone (lib/leader-offline.ts) and sent when the network is back.
 */
import type { LeaderDeparture, Roster } from '@travel/server/entities';
import { countOf } from '@travel/server/domain';
import { useCallback, useEffect, useState } from 'react';
import {
  dismissRefused,
  forgetSession,
  keepPageOffline,
  keepSessionForWorker,
  keptDepartures,
  keptRoster,
  type LeaderSession,
  readSession,
  refresh,
  type RefusedChange,
  refusedChanges,
  sendQueue,
  SignedOut,
  waitingChanges,
} from '../../lib/leader-offline.ts';
import { LeaderRoster } from './LeaderRoster.tsx';
import { LeaderSignIn } from './LeaderSignIn.tsx';

const waitingText = (count: number) =>
  count === 0 ? 'All changes sent' : `${countOf(count, { one: 'change', other: 'changes' })} waiting`;

export default function LeaderApp() {
  const [session, setSession] = useState<LeaderSession | null>(null);
  const [departures, setDepartures] = useState<LeaderDeparture[]>([]);
  const [roster, setRoster] = useState<Roster | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [refused, setRefused] = useState<RefusedChange[]>([]);
  const [online, setOnline] = useState(true);

  const reload = useCallback(
    async (id: string | null = openId) => {
      setDepartures(await keptDepartures());
      setRoster(id ? ((await keptRoster(id)) ?? null) : null);
      setWaiting((await waitingChanges()).length);
      setRefused(await refusedChanges());
    },
    [openId],
  );

  const send = useCallback(
    async (current: LeaderSession | null) => {
      if (!current || !navigator.onLine) return;
      try {
        await sendQueue(current);
      } catch (error) {
        if (error instanceof SignedOut) {
          forgetSession();
          setSession(null);
        }
      }
      await reload();
    },
    [reload],
  );

  useEffect(() => {
    const current = readSession();
    setSession(current);
    // The back office's sign-in hands the session over in localStorage; the worker reads it from IndexedDB.
    void keepSessionForWorker(current);
    setOnline(navigator.onLine);
    void reload();
    void keepPageOffline().catch(() => undefined);
    void send(current);
    const wentOnline = () => {
      setOnline(true);
      void send(readSession());
    };
    const wentOffline = () => setOnline(false);
    // The worker sent the queue itself (Background Sync): show what it sent; or the server refused the session.
    const fromWorker = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'leader-synced') void reload();
      if (event.data?.type === 'leader-signed-out') {
        forgetSession();
        setSession(null);
      }
    };
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!session)
    return (
      <LeaderSignIn
        onSignedIn={(s) => (
          setSession(s),
          void refresh(s)
            .then(() => reload())
            .catch(() => undefined)
        )}
      />
    );
  return (
    <>
      <div className="bar">
        <span>{session.member.name || session.member.email}</span>
        <span role="status" className={waiting ? 'waiting' : 'sent'}>
          {waitingText(waiting)}
          {online ? '' : ' · offline'}
        </span>
        <button type="button" onClick={() => (forgetSession(), setSession(null))}>
          Sign out
        </button>
      </div>
      {refused.length > 0 && (
        <section className="card refused" aria-labelledby="refused-heading">
          <h2 id="refused-heading">Not accepted by the office</h2>
          <ul>
            {refused.map((r) => (
              <li key={r.id}>
                {r.label}: <strong>{r.reason}</strong>{' '}
                <button type="button" onClick={() => void dismissRefused(r.id).then(() => reload())}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {roster && openId ? (
        <>
          <button type="button" onClick={() => (setOpenId(null), void reload(null))}>
            ← All departures
          </button>
          <LeaderRoster roster={roster} onChange={() => void reload().then(() => send(session))} />
        </>
      ) : (
        <section aria-labelledby="departures-heading">
          <h2 id="departures-heading">Your departures</h2>
          {departures.length === 0 && <p>No departures on today or in the next three days.</p>}
          <ul className="departures">
            {departures.map((d) => (
              <li key={d.id}>
                <button type="button" className="departure" onClick={() => (setOpenId(d.id), void reload(d.id))}>
                  {d.place} · {d.startDate}
                  {d.endDate ? ` to ${d.endDate}` : ''}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
