/**
 * A departure's roster on the leader page: travellers by booking with readiness, medical notes and a
 * tap-to-call emergency contact; check-in per point (pickup, day-1...), cash for a booking's balance, incidents.
 */
import { formatRupees, readinessText } from '@travel/server/domain';
import type { Roster, RosterTraveller } from '@travel/server/entities';
import { useState } from 'react';
import { queueChange } from '../../lib/leader-offline.ts';

function CollectCash({ traveller, onQueue }: { traveller: RosterTraveller; onQueue: (amount: number, reference: string) => void }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(traveller.balanceDue ?? ''));
  const [reference, setReference] = useState('');
  if (!traveller.balanceDue) return <p className="paid">Nothing left to pay</p>;
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Collect cash · {formatRupees(traveller.balanceDue)}
      </button>
    );
  return (
    <form
      className="cash"
      onSubmit={(event) => {
        event.preventDefault();
        onQueue(Number(amount), reference);
        setOpen(false);
      }}
    >
      <label>
        Cash received (₹) for {traveller.bookingReference}
        <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} required />
      </label>
      <label>
        Receipt number (optional)
        <input value={reference} onChange={(event) => setReference(event.target.value)} />
      </label>
      <button type="submit" className="primary">
        Record cash
      </button>
    </form>
  );
}

export function LeaderRoster({ roster, onChange }: { roster: Roster; onChange: () => void }) {
  const [point, setPoint] = useState(roster.departure.points[0] ?? 'pickup');
  const [incident, setIncident] = useState('');
  const departureId = roster.departure.id;
  const queue = async (change: Parameters<typeof queueChange>[0]) => {
    await queueChange(change);
    onChange();
  };
  const bookings = [...new Set(roster.travellers.map((t) => t.bookingId))].map((id) => roster.travellers.filter((t) => t.bookingId === id));
  return (
    <section aria-labelledby="roster-heading">
      <h2 id="roster-heading">
        {roster.departure.place} · {roster.departure.startDate}
      </h2>
      <fieldset className="points">
        <legend>Check-in at</legend>
        {roster.departure.points.map((p) => (
          <button key={p} type="button" aria-pressed={p === point} onClick={() => setPoint(p)}>
            {p}
          </button>
        ))}
      </fieldset>
      {bookings.map((travellers) => {
        const lead = travellers.find((t) => t.lead) ?? travellers[0];
        const ready = { complete: travellers.filter((t) => t.status === 'complete').length, total: travellers.length };
        return (
          <article key={lead.bookingId} className="card booking">
            <h3>
              {lead.bookingReference} · {readinessText(ready)}
            </h3>
            <ul>
              {travellers.map((t) => {
                const present = t.checkIns.find((c) => c.point === point)?.present === true;
                return (
                  <li key={t.id} className="traveller">
                    <div>
                      <strong>{t.name || 'Name not given'}</strong>
                      <span className="meta">
                        {[t.kind, t.age === null ? null : `${t.age} yrs`, t.gender, t.status].filter(Boolean).join(' · ')}
                      </span>
                      {t.medicalNotes && <span className="medical">Medical: {t.medicalNotes}</span>}
                      {t.emergencyContact && (
                        <a href={`tel:+${t.emergencyContact.mobile.countryCode}${t.emergencyContact.mobile.number}`}>
                          Call {t.emergencyContact.name} ({t.emergencyContact.relation})
                        </a>
                      )}
                    </div>
                    <button
                      type="button"
                      className={present ? 'present' : ''}
                      aria-pressed={present}
                      aria-label={`${present ? 'Present' : 'Mark present'}: ${t.name || 'Traveller'} at ${point}`}
                      onClick={() =>
                        queue({
                          type: 'check_in',
                          departureId,
                          payload: { travellerId: t.id, point, present: !present },
                          label: `${t.name} ${present ? 'absent' : 'present'} at ${point}`,
                        })
                      }
                    >
                      {present ? 'Present' : 'Mark present'}
                    </button>
                  </li>
                );
              })}
            </ul>
            <CollectCash
              traveller={lead}
              onQueue={(amount, reference) =>
                queue({
                  type: 'cash_payment',
                  departureId,
                  payload: { bookingId: lead.bookingId, amount, reference: reference || null },
                  label: `Cash ${formatRupees(amount)} for ${lead.bookingReference}`,
                })
              }
            />
          </article>
        );
      })}
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault();
          if (!incident.trim()) return;
          void queue({ type: 'incident', departureId, payload: { text: incident.trim() }, label: `Incident: ${incident.trim()}` });
          setIncident('');
        }}
      >
        <label>
          Note an incident
          <textarea value={incident} onChange={(event) => setIncident(event.target.value)} rows={3} />
        </label>
        <button type="submit">Add incident</button>
        <ul className="incidents">
          {roster.incidents.map((i) => (
            <li key={i.id}>{i.text}</li>
          ))}
        </ul>
      </form>
    </section>
  );
}
