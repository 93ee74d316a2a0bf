/**
 * The customization modal (docs/product.md#screens, #states, #rules): the dialog, the five checks in order as warning
 * popups, the processing / 'Request Sent!' / failure popups, reset on success, login required, and the one automatic
 * prompt 30 seconds after load for signed-in travellers. Its fields are CustomizationFields; the request it sends is
 * built and sent by lib/customization-request.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { checkCustomization, formatRupees, limits, messages } from '@travel/server/domain';
import type { CustomizationForm } from '@travel/server/domain';
import { customizationEn, type CustomizationText } from '../../i18n/customization-en.ts';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { $customizationModal, closeCustomization } from '../../lib/customization.ts';
import {
  customizationRequestBody,
  emptyCustomizationForm,
  sendCustomizationRequest,
  todayInputValue,
} from '../../lib/customization-request.ts';
import { $session, isAuthenticated } from '../../lib/session.ts';
import CustomizationFields from './CustomizationFields.tsx';
import dialogStyles from '../../styles/popups.css?inline';
import formStyles from '../../styles/forms.css?inline';
import Popup from './Popup.tsx';
import type { PopupProps } from './Popup.tsx';
import { useCustomizationPrompt } from './useCustomizationPrompt.ts';

type PopupState = Omit<PopupProps, 'open'> | null;

const noSubscription = () => () => {};
/**
 * False in the server's render and in hydration's first pass, true after: a closed dialog shows nothing, so the page's HTML
 * need not carry the form (about 0.7 KB brotli of the landing, which must fit the first round trip); it appears on hydration.
 */
const useRenderedInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface Props {
  /** The strings in the page's language (default English) and the product's messages in it. */
  t?: CustomizationText;
  translations?: Record<string, string>;
}

export default function CustomizationModal({ t = customizationEn, translations }: Props) {
  const modal = useStore($customizationModal);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<CustomizationForm>(emptyCustomizationForm);
  const [popup, setPopup] = useState<PopupState>(null);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const today = todayInputValue();
  const inBrowser = useRenderedInBrowser();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modal.open && !dialog.open) dialog.showModal();
    if (!modal.open && dialog.open) dialog.close();
  }, [modal.open, inBrowser]);

  // Opened from a trip, the form starts with that trip's place (the traveller may change it).
  useEffect(() => {
    const place = modal.trip?.place;
    if (modal.open && place) setForm((current) => (current.preferredPlace.trim() ? current : { ...current, preferredPlace: place }));
  }, [modal.open, modal.trip]);

  useCustomizationPrompt();

  const update = (field: keyof CustomizationForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const session = $session.get();
    if (!isAuthenticated(session)) {
      window.location.assign(`${t.prefix}/login`);
      return;
    }
    const problem = checkCustomization(form, today);
    if (problem) {
      setPopup({
        kind: 'warning',
        title: say(translations, problem.title),
        text: say(translations, problem.text),
        onClose: () => setPopup(null),
      });
      return;
    }
    const body = customizationRequestBody(form, modal.trip, session.user);
    setSending(true);
    setPopup({ kind: 'processing', title: t.sendingTitle, text: t.sendingText });
    try {
      await sendCustomizationRequest(body);
      setForm(emptyCustomizationForm);
      closeCustomization();
      const done = () => setPopup(null);
      const [title, text] = [say(translations, messages.customizationSentTitle), say(translations, messages.customizationSentText)];
      setPopup({ kind: 'success', title, text, onClose: done });
      window.setTimeout(done, limits.successDialogMs + 500);
    } catch {
      setPopup({
        kind: 'error',
        title: t.errorTitle,
        text: say(translations, messages.customizationFailed),
        onClose: () => setPopup(null),
      });
    } finally {
      setSending(false);
    }
  };

  if (!inBrowser) return null;
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
            <h2 id={titleId}>{modal.trip ? fill(t.titleFor, { place: modal.trip.place }) : t.title}</h2>
            <button type="button" className="modal-close" aria-label={t.close} onClick={closeCustomization}>
              ×
            </button>
          </div>
          {modal.trip && (
            <p className="modal-trip">
              {fill(t.basedOn, { place: modal.trip.place, days: String(modal.trip.days), price: formatRupees(modal.trip.price) })}
            </p>
          )}
          <CustomizationFields form={form} update={update} today={today} idPrefix={fieldId} t={t} />
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={closeCustomization}>
              {t.cancel}
            </button>
            <button type="submit" className="btn btn-accent" disabled={sending}>
              {t.send}
            </button>
          </div>
        </form>
        <style href="popup-styles" precedence="island">
          {dialogStyles}
        </style>
        <style href="form-styles" precedence="island">
          {formStyles}
        </style>
        <style href="customization-modal-styles" precedence="island">{`
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
        okLabel={t.ok}
      />
    </>
  );
}
