/**
 * The reservation form's inputs apart from billing: the counts of adults and kids, a name per
 * traveller, notes and the WhatsApp opt-in, labelled in the strings' language.
 */
import { bookingLimits } from '@travel/server/domain';
import type { ReservationText } from '../../i18n/reservation-en.ts';

interface CountFieldProps {
  id: string;
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
}

/** A whole-number count (adults, kids); checked with the contract's rule on submit, not by the browser. */
export function CountField({ id, label, min, max, value, onChange }: CountFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

interface NamesProps {
  id: string;
  t: ReservationText;
  labels: string[];
  names: string[];
  onChange: (names: string[]) => void;
}

/** One name per traveller, as on their ID; hidden while there is none to ask for. */
export function TravellerNames({ id, t, labels, names, onChange }: NamesProps) {
  return (
    <fieldset className="reservation-names" hidden={labels.length === 0}>
      <legend>{t.travellers}</legend>
      {labels.map((label, i) => (
        <div className="field" key={label}>
          <label htmlFor={`${id}-name-${i}`}>{label}</label>
          <input
            id={`${id}-name-${i}`}
            type="text"
            autoComplete={i === 0 ? 'name' : 'off'}
            maxLength={bookingLimits.travellerNameMax}
            value={names[i] ?? ''}
            onChange={(e) => onChange(Object.assign([...names], { [i]: e.target.value }))}
          />
        </div>
      ))}
    </fieldset>
  );
}

interface NotesProps {
  id: string;
  t: ReservationText;
  notes: string;
  onNotes: (notes: string) => void;
  whatsappOptIn: boolean;
  onWhatsappOptIn: (optIn: boolean) => void;
}

/** Notes for the team and the channel of booking updates (WhatsApp, else SMS). */
export function NotesAndUpdates({ id, t, notes, onNotes, whatsappOptIn, onWhatsappOptIn }: NotesProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t.notes}</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={bookingLimits.notesMax} value={notes} onChange={(e) => onNotes(e.target.value)} />
      </div>
      <label className="field-check">
        <input type="checkbox" checked={whatsappOptIn} onChange={(e) => onWhatsappOptIn(e.target.checked)} />
        {t.whatsappOptIn}
      </label>
    </>
  );
}

/** "Each pays their own share" (two adults or more): each adult then pays their part on their own page. */
export function SplitShares({
  id,
  t,
  split,
  onSplit,
}: {
  id: string;
  t: ReservationText;
  split: boolean;
  onSplit: (split: boolean) => void;
}) {
  return (
    <div className="field">
      <label className="field-check">
        <input type="checkbox" checked={split} onChange={(e) => onSplit(e.target.checked)} aria-describedby={`${id}-split-hint`} />
        {t.splitShares}
      </label>
      <p id={`${id}-split-hint`} className="hint">
        {t.splitSharesHint}
      </p>
    </div>
  );
}
