/**
 * The customization modal (docs/product.md#screens, #states, #rules): the form, its hints and limits, the five checks in
 * order as warning popups, the processing / 'Request Sent!' / failure popups, reset on success,
 * login required, and the one automatic prompt 30 seconds after load for signed-in travellers.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { checkCustomization, customizationMessage, formatRupees, limits, messages, tripTypes } from '@travel/server/domain';
import type { CustomizationForm, CustomizationRequestBody } from '@travel/server/domain';
import { apiRequest } from '../../lib/api.ts';
import { $customizationModal, closeCustomization, isCustomizationPromptDone, openCustomization } from '../../lib/customization.ts';
import { $session, isAuthenticated } from '../../lib/session.ts';
import Popup from './Popup.tsx';
import type { PopupProps } from './Popup.tsx';

const emptyForm: CustomizationForm = {
  preferredPlace: '',
  numberOfMembers: '',
  startDate: '',
  endDate: '',
  numberOfAdults: '',
  numberOfKids: '',
  tripType: '',
  additionalNotes: '',
};

/** Today as YYYY-MM-DD in the visitor's own calendar (the date inputs' minimum). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const optionalNumber = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

type PopupState = Omit<PopupProps, 'open'> | null;

export default function CustomizationModal() {
  const modal = useStore($customizationModal);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<CustomizationForm>(emptyForm);
  const [popup, setPopup] = useState<PopupState>(null);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const today = todayInputValue();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modal.open && !dialog.open) dialog.showModal();
    if (!modal.open && dialog.open) dialog.close();
  }, [modal.open]);

  // Opened from a trip, the form starts with that trip's place (the traveller may change it).
  useEffect(() => {
    const place = modal.trip?.place;
    if (modal.open && place) setForm((current) => (current.preferredPlace.trim() ? current : { ...current, preferredPlace: place }));
  }, [modal.open, modal.trip]);

  // docs/product.md#states: one automatic prompt 30 s after page load for a signed-in traveller who has not opened
  // it, remembered across page loads (lib/customization).
  useEffect(() => {
    const due = () => isAuthenticated() && !$customizationModal.get().openedOnce && !isCustomizationPromptDone();
    if (!due()) return;
    const remaining = Math.max(0, limits.customizationPromptMs - performance.now());
    const timer = window.setTimeout(() => {
      if (due()) openCustomization(null);
    }, remaining);
    const unsubscribe = $customizationModal.listen((state) => {
      if (state.openedOnce) window.clearTimeout(timer);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  const update = (field: keyof CustomizationForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const session = $session.get();
    if (!isAuthenticated(session)) {
      window.location.assign('/login');
      return;
    }
    const problem = checkCustomization(form, today);
    if (problem) {
      setPopup({ kind: 'warning', title: problem.title, text: problem.text, onClose: () => setPopup(null) });
      return;
    }
    const trip = modal.trip;
    const body: CustomizationRequestBody = {
      type: trip ? 'trip_customization' : 'general_customization',
      user: {
        username: session.user?.username ?? '',
        mobileNumber: session.user?.mobileNumber ?? '',
        countryCode: session.user?.countryCode ?? '',
        email: session.user?.email ?? null,
      },
      trip: trip ? { id: trip.id, name: trip.place, price: trip.price, days: String(trip.days) } : undefined,
      customizationData: {
        preferredPlace: form.preferredPlace.trim(),
        numberOfMembers: Number(form.numberOfMembers),
        startDate: form.startDate,
        endDate: form.endDate,
        numberOfAdults: optionalNumber(form.numberOfAdults),
        numberOfKids: optionalNumber(form.numberOfKids),
        tripType: form.tripType || undefined,
        additionalNotes: form.additionalNotes.trim() || undefined,
      },
      message: customizationMessage(form, trip?.place),
    };
    setSending(true);
    setPopup({ kind: 'processing', title: 'Sending your request…', text: 'Please wait a moment.' });
    try {
      await apiRequest('/customize-trip', { method: 'POST', body, fallbackError: messages.customizationFailed });
      setForm(emptyForm);
      closeCustomization();
      const done = () => setPopup(null);
      setPopup({ kind: 'success', title: messages.customizationSentTitle, text: messages.customizationSentText, onClose: done });
      window.setTimeout(done, limits.successDialogMs + 500);
    } catch {
      setPopup({ kind: 'error', title: 'Error', text: messages.customizationFailed, onClose: () => setPopup(null) });
    } finally {
      setSending(false);
    }
  };

  const id = (name: string) => `${fieldId}-${name}`;

  return (
    <>
      <dialog
        ref={dialogRef}
        className="modal customization-modal"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          closeCustomization();
        }}
      >
        <form className="modal-form" onSubmit={submit} noValidate>
          <div className="modal-head">
            <h2 id={titleId}>{modal.trip ? `Customize ${modal.trip.place}` : 'Customize Your Trip'}</h2>
            <button type="button" className="modal-close" aria-label="Close" onClick={closeCustomization}>
              ×
            </button>
          </div>
          {modal.trip && (
            <p className="modal-trip">
              Based on {modal.trip.place} · {String(modal.trip.days)} · from {formatRupees(modal.trip.price)} per person
            </p>
          )}
          <div className="field">
            <label htmlFor={id('place')}>Preferred destination</label>
            <input
              id={id('place')}
              name="preferredPlace"
              value={form.preferredPlace}
              onChange={update('preferredPlace')}
              maxLength={limits.shortTextMax}
              autoComplete="off"
            />
          </div>
          <div className="grid-2">
            <div className="field">
              <label htmlFor={id('members')}>Number of members</label>
              <input
                id={id('members')}
                name="numberOfMembers"
                type="number"
                inputMode="numeric"
                min={limits.membersMin}
                max={limits.membersMax}
                value={form.numberOfMembers}
                onChange={update('numberOfMembers')}
              />
              <p className="hint">
                {limits.membersMin}-{limits.membersMax}
              </p>
            </div>
            <div className="field">
              <label htmlFor={id('type')}>Trip type</label>
              <select id={id('type')} name="tripType" value={form.tripType} onChange={update('tripType')}>
                <option value="">Select trip type</option>
                {tripTypes.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid-2">
            <div className="field">
              <label htmlFor={id('start')}>Start date</label>
              <input id={id('start')} name="startDate" type="date" min={today} value={form.startDate} onChange={update('startDate')} />
            </div>
            <div className="field">
              <label htmlFor={id('end')}>End date</label>
              <input
                id={id('end')}
                name="endDate"
                type="date"
                min={form.startDate || today}
                value={form.endDate}
                onChange={update('endDate')}
              />
            </div>
          </div>
          <div className="grid-2">
            <div className="field">
              <label htmlFor={id('adults')}>Number of adults</label>
              <input
                id={id('adults')}
                name="numberOfAdults"
                type="number"
                inputMode="numeric"
                min={limits.adultsMin}
                max={limits.adultsMax}
                value={form.numberOfAdults}
                onChange={update('numberOfAdults')}
              />
              <p className="hint">
                {limits.adultsMin}-{limits.adultsMax}
              </p>
            </div>
            <div className="field">
              <label htmlFor={id('kids')}>Number of kids</label>
              <input
                id={id('kids')}
                name="numberOfKids"
                type="number"
                inputMode="numeric"
                min={limits.kidsMin}
                max={limits.kidsMax}
                value={form.numberOfKids}
                onChange={update('numberOfKids')}
              />
              <p className="hint">
                {limits.kidsMin}-{limits.kidsMax}
              </p>
            </div>
          </div>
          <div className="field">
            <label htmlFor={id('notes')}>Additional notes</label>
            <textarea
              id={id('notes')}
              name="additionalNotes"
              rows={3}
              value={form.additionalNotes}
              onChange={update('additionalNotes')}
              maxLength={limits.longTextMax}
            />
          </div>
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={closeCustomization}>
              Cancel
            </button>
            <button type="submit" className="btn btn-accent" disabled={sending}>
              Send Request
            </button>
          </div>
        </form>
        <style>{`
          .modal-form { padding: 1.3rem 1.3rem 1.5rem; }
          .modal-head { display: flex; justify-content: space-between; align-items: start; gap: 1rem; }
          .modal-head h2 { font-size: 1.35rem; margin: 0 0 .8rem; }
          .modal-close {
            width: 44px;
            height: 44px;
            border: 0;
            border-radius: 50%;
            background: var(--soft);
            font-size: 1.5rem;
            cursor: pointer;
            color: var(--ink);
            flex: none;
          }
          .modal-trip { margin: -.3rem 0 1rem; color: var(--muted); }
          .grid-2 { display: grid; grid-template-columns: 1fr 1fr; gap: 0 .8rem; }
          .modal-actions { display: flex; justify-content: flex-end; gap: .6rem; }
          @media (max-width: 480px) { .grid-2 { grid-template-columns: 1fr; } }
        `}</style>
      </dialog>
      <Popup
        open={popup !== null}
        kind={popup?.kind ?? 'info'}
        title={popup?.title ?? ''}
        text={popup?.text}
        onClose={popup?.onClose}
        actions={popup?.actions}
      />
    </>
  );
}
