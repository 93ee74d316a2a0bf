/**
 * A small modal message (warning, error, success, processing) on a native <dialog>: it sits in the
 * top layer, makes the page behind it inert, keeps focus inside and closes on Escape.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import dialogStyles from '../../styles/popups.css?inline';

export type PopupKind = 'warning' | 'error' | 'success' | 'processing' | 'info';

export interface PopupAction {
  label: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
}

export interface PopupProps {
  open: boolean;
  kind: PopupKind;
  title: string;
  text?: ReactNode;
  actions?: PopupAction[];
  /** Escape or the default OK button; omitted while processing (it cannot be dismissed). */
  onClose?: () => void;
  /** The default button's label, in the page's language. */
  okLabel?: string;
}

// Plain characters in a coloured disc: emoji fonts are missing on some systems.
const icons: Record<PopupKind, string> = { warning: '!', error: '×', success: '✓', processing: '…', info: 'i' };

export default function Popup({ open, kind, title, text, actions, onClose, okLabel = 'OK' }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const buttons: PopupAction[] = actions ?? (kind === 'processing' || !onClose ? [] : [{ label: okLabel, onClick: onClose }]);

  return (
    <dialog
      ref={ref}
      className={`popup popup-${kind}`}
      role={kind === 'warning' || kind === 'error' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      aria-busy={kind === 'processing' || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <style href="popup-styles" precedence="island">
        {dialogStyles}
      </style>
      {open && (
        <div className="popup-body">
          <div className={`popup-icon popup-icon-${kind}`} aria-hidden="true">
            {icons[kind]}
          </div>
          <h2 id={titleId}>{title}</h2>
          {text && <p id={textId}>{text}</p>}
          {buttons.length > 0 && (
            <div className="popup-actions">
              {buttons.map((action, i) => (
                <button
                  key={action.label}
                  type="button"
                  className={action.variant === 'secondary' ? 'btn btn-outline' : 'btn'}
                  onClick={action.onClick}
                  autoFocus={i === 0}
                >
                  {action.label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
