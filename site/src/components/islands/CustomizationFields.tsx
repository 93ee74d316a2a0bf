/** The customization form's fields (docs/product.md#screens): labels, limits and hints; the modal owns their values. */
import { limits, tripTypes } from '@travel/server/domain';
import type { CustomizationForm } from '@travel/server/domain';

interface CustomizationFieldsProps {
  form: CustomizationForm;
  /** The change handler of a field. */
  update: (field: keyof CustomizationForm) => (event: { target: { value: string } }) => void;
  /** The date inputs' minimum (YYYY-MM-DD). */
  today: string;
  /** A prefix that makes the inputs' ids unique on the page. */
  idPrefix: string;
}

export default function CustomizationFields({ form, update, today, idPrefix }: CustomizationFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
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
    </>
  );
}
