/**
 * The booking's Travellers section (the lead's view): "2 of 4 ready", then every seat with its status and what is
 * missing, and per record: fill its details (TravellerForm), invite the traveller to fill their own (a /join link with
 * a one-tap WhatsApp share and copy), or replace them (until SWAP_UNTIL_DAYS before the start; the server says when not).
 */
import { useCallback, useEffect, useState } from 'react';
import { missingDetailsOf } from '@travel/server/domain';
import type { Readiness, TripRequirements } from '@travel/server/domain';
import type { BookingTraveller, TravellerView } from '@travel/server/entities';
import { fill } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { sayError } from '../../lib/bookings.ts';
import { isFullRecord, travellersApi } from '../../lib/travellers.ts';
import TravellerForm from './TravellerForm.tsx';
import { InvitePanel, ReplacePanel, seatName } from './TravellerPanels.tsx';
import ErrorAlert from './ErrorAlert.tsx';

export interface BookingTravellersProps {
  bookingId: string;
  place: string;
  requirements: TripRequirements;
  dataDays: number;
  /** Called after a change, so the booking (its readiness) is read again. */
  onReadiness?: (readiness: Readiness) => void;
  t?: TravellersText;
  translations?: Record<string, string>;
  dateLocale?: string;
}

type Panel = { travellerId: string; kind: 'form' | 'invite' | 'replace' } | null;

export default function BookingTravellers({
  bookingId,
  place,
  requirements,
  dataDays,
  onReadiness,
  t = travellersEn,
  translations,
  dateLocale,
}: BookingTravellersProps) {
  const [travellers, setTravellers] = useState<TravellerView[] | null>(null);
  const [readiness, setReadiness] = useState<Readiness | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    () =>
      travellersApi.list(bookingId).then(
        (answer) => {
          setTravellers(answer.travellers);
          setReadiness(answer.readiness);
          onReadiness?.(answer.readiness);
        },
        (cause: unknown) => setError(sayError(translations, cause)),
      ),
    [bookingId, onReadiness, translations],
  );
  useEffect(() => void load(), [load]);

  const changed = (updated: BookingTraveller) => {
    setTravellers((current) => current?.map((traveller) => (traveller.id === updated.id ? updated : traveller)) ?? null);
    void load();
  };
  const toggle = (travellerId: string, kind: NonNullable<Panel>['kind']) =>
    setPanel((current) => (current?.travellerId === travellerId && current.kind === kind ? null : { travellerId, kind }));

  return (
    <section className="booking-travellers" aria-labelledby="travellers-title">
      <h2 id="travellers-title">
        {t.title}
        {readiness && (
          <span className="readiness-count"> · {fill(t.readyCount, { complete: readiness.complete, total: readiness.total })}</span>
        )}
      </h2>
      <ErrorAlert message={error} />
      {notice && (
        <p className="alert-success" role="status">
          {notice}
        </p>
      )}
      {!travellers && !error && <p className="muted">{t.loading}</p>}
      {travellers && (
        <ol className="traveller-records">
          {travellers.map((traveller) => {
            const full = isFullRecord(traveller) ? traveller : null;
            const missing = full ? missingDetailsOf(full, requirements) : [];
            const open = panel && panel.travellerId === traveller.id ? panel.kind : null;
            const headingId = `traveller-${traveller.id}`;
            return (
              <li key={traveller.id} className={`traveller-record traveller-${traveller.status}`} aria-labelledby={headingId}>
                <div className="traveller-record-head">
                  <h3 id={headingId}>
                    {seatName(traveller, t)}
                    {traveller.lead && traveller.name.trim() ? ` (${t.leadTag})` : ''}
                    {traveller.kind === 'kid' ? ` · ${t.kidLabel}` : ''}
                  </h3>
                  <span className={`status-badge traveller-status-${traveller.status}`}>{t.status[traveller.status]}</span>
                </div>
                {missing.length > 0 && (
                  <p className="traveller-missing">
                    {t.missingLead} {missing.map((item) => t.missing[item]).join(', ')}
                  </p>
                )}
                {full?.fitnessProof && (
                  <p className="traveller-proof">
                    {t.fitnessTitle}: {t.fitnessStatus[full.fitnessProof.status]}
                    {full.fitnessProof.status === 'rejected' && full.fitnessProof.reason
                      ? ` · ${fill(t.fitnessReason, { reason: full.fitnessProof.reason })}`
                      : ''}
                  </p>
                )}
                {full?.claimedBy && !full.lead && <p className="muted">{t.claimed}</p>}
                {full && (
                  <div className="booking-buttons traveller-actions">
                    <button
                      type="button"
                      className="btn btn-outline"
                      aria-expanded={open === 'form'}
                      onClick={() => toggle(traveller.id, 'form')}
                    >
                      {open === 'form' ? t.closeForm : traveller.status === 'complete' ? t.editDetails : t.fillDetails}
                    </button>
                    {!full.lead && (
                      <>
                        {(['invite', 'replace'] as const).map((panel) => (
                          <button
                            key={panel}
                            type="button"
                            className="btn btn-outline"
                            aria-expanded={open === panel}
                            onClick={() => toggle(traveller.id, panel)}
                          >
                            {t[panel]}
                          </button>
                        ))}
                      </>
                    )}
                  </div>
                )}
                {full && open === 'form' && (
                  <TravellerForm
                    bookingId={bookingId}
                    traveller={full}
                    requirements={requirements}
                    dataDays={dataDays}
                    onChange={changed}
                    t={t}
                    translations={translations}
                    dateLocale={dateLocale}
                  />
                )}
                {full && open === 'invite' && (
                  <InvitePanel bookingId={bookingId} traveller={full} place={place} t={t} translations={translations} />
                )}
                {full && open === 'replace' && (
                  <ReplacePanel
                    bookingId={bookingId}
                    traveller={full}
                    t={t}
                    translations={translations}
                    onCancel={() => setPanel(null)}
                    onDone={(updated) => {
                      setPanel(null);
                      setNotice(fill(t.replaced, { name: updated.name }));
                      changed(updated);
                    }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
