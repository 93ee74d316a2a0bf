/** The customization form's fields (docs/product.md#screens): labels, limits and hints; the modal owns their values. */
import { limits, tripTypes } from '@travel/server/domain';
import type { CustomizationForm } from '@travel/server/domain';
import { customizationEn, type CustomizationText } from '../../i18n/customization-en.ts';

interface CustomizationFieldsProps {
  form: CustomizationForm;
  /** The change handler of a field. */
  update: (field: keyof CustomizationForm) => (event: { target: { value: string } }) => void;
  /** The date inputs' minimum (YYYY-MM-DD). */
  today: string;
  /** A prefix that makes the inputs' ids unique on the page. */
  idPrefix: string;
  /** The labels in the page's language (default English). */
  t?: CustomizationText;
}

type CountFieldProps = Pick<CustomizationFieldsProps, 'form' | 'update'> & {
  id: string;
  label: string;
  field: 'numberOfMembers' | 'numberOfAdults' | 'numberOfKids';
  min: number;
  max: number;
};

/** A number of people, with its limits as the hint below. */
const CountField = ({ id, label, field, min, max, form, update }: CountFieldProps) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <input id={id} name={field} type="number" inputMode="numeric" min={min} max={max} value={form[field]} onChange={update(field)} />
    <p className="hint">
      {min}-{max}
    </p>
  </div>
);

export default function CustomizationFields({ form, update, today, idPrefix, t = customizationEn }: CustomizationFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const props = { form, update };
  return (
    <>
      <div className="field">
        <label htmlFor={id('place')}>{t.place}</label>
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
        <CountField
          id={id('members')}
          label={t.members}
          field="numberOfMembers"
          min={limits.membersMin}
          max={limits.membersMax}
          {...props}
        />
        <div className="field">
          <label htmlFor={id('type')}>{t.tripType}</label>
          <select id={id('type')} name="tripType" value={form.tripType} onChange={update('tripType')}>
            <option value="">{t.selectTripType}</option>
            {tripTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {t.tripTypes[type.value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={id('start')}>{t.start}</label>
          <input id={id('start')} name="startDate" type="date" min={today} value={form.startDate} onChange={update('startDate')} />
        </div>
        <div className="field">
          <label htmlFor={id('end')}>{t.end}</label>
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
        <CountField id={id('adults')} label={t.adults} field="numberOfAdults" min={limits.adultsMin} max={limits.adultsMax} {...props} />
        <CountField id={id('kids')} label={t.kids} field="numberOfKids" min={limits.kidsMin} max={limits.kidsMax} {...props} />
      </div>
      <div className="field">
        <label htmlFor={id('notes')}>{t.notes}</label>
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
