/**
 * One traveller's record on a phone-first form: name, gender, date of birth, mobile, emergency contact, ID, medical
 * notes and dietary needs (PUT …/travellers/{tid}); then the waiver signed with the typed name and, when the trip asks,
 * the fitness proof. The server checks every rule: its message is shown beside the field it concerns.
 */
import { useId, useState } from 'react';
import { calendarDay, type TripRequirements, underMinimumAge } from '@travel/server/domain';
import type { BookingTraveller } from '@travel/server/entities';
import { fill, say } from '../../i18n/sign-in-en.ts';
import { travellersEn, type TravellersText } from '../../i18n/travellers-en.ts';
import { errorText } from '../../lib/bookings.ts';
import { type TravellerDetailsSent, travellerFieldOfMessage, travellersApi } from '../../lib/travellers.ts';
import FitnessProof from './FitnessProof.tsx';
import Field from './FormField.tsx';
import TravellerConsent from './TravellerConsent.tsx';
import ErrorAlert from './ErrorAlert.tsx';

export interface TravellerFormProps {
  bookingId: string;
  traveller: BookingTraveller;
  requirements: TripRequirements;
  /** TRAVELLER_DATA_DAYS: said on the form. */
  dataDays: number;
  onChange: (traveller: BookingTraveller) => void;
  t?: TravellersText;
  translations?: Record<string, string>;
  dateLocale?: string;
  /** Its sections' heading level: 3 under the /join page's h2, 4 under a booking record's h3. */
  headingLevel?: 3 | 4;
}

type Values = Record<
  'name' | 'gender' | 'dateOfBirth' | 'countryCode' | 'mobile' | 'contactName' | 'relation' | 'contactCode' | 'contactMobile',
  string
> &
  Record<'idType' | 'idNumber' | 'medicalNotes' | 'dietary', string>;

function valuesOf(traveller: BookingTraveller): Values {
  return {
    name: traveller.name ?? '',
    gender: traveller.gender ?? '',
    dateOfBirth: traveller.dateOfBirth ?? '',
    countryCode: traveller.mobile?.countryCode ?? '91',
    mobile: traveller.mobile?.number ?? '',
    contactName: traveller.emergencyContact?.name ?? '',
    relation: traveller.emergencyContact?.relation ?? '',
    contactCode: traveller.emergencyContact?.mobile.countryCode ?? '91',
    contactMobile: traveller.emergencyContact?.mobile.number ?? '',
    idType: traveller.idType ?? '',
    idNumber: '',
    medicalNotes: traveller.medicalNotes ?? '',
    dietary: traveller.dietary ?? '',
  };
}

function detailsOf(values: Values): TravellerDetailsSent {
  const trimmed = (value: string) => value.trim();
  return {
    name: trimmed(values.name),
    gender: (values.gender || null) as TravellerDetailsSent['gender'],
    dateOfBirth: values.dateOfBirth || null,
    mobile: values.mobile.trim() ? { countryCode: trimmed(values.countryCode), number: trimmed(values.mobile) } : null,
    emergencyContact: {
      name: trimmed(values.contactName),
      relation: trimmed(values.relation),
      mobile: { countryCode: trimmed(values.contactCode), number: trimmed(values.contactMobile) },
    },
    ...(values.idType ? { idType: values.idType as NonNullable<TravellerDetailsSent['idType']> } : {}),
    ...(values.idNumber.trim() ? { idNumber: trimmed(values.idNumber) } : {}),
    medicalNotes: trimmed(values.medicalNotes),
    dietary: trimmed(values.dietary),
  };
}

export default function TravellerForm({
  bookingId,
  traveller,
  requirements,
  dataDays,
  onChange,
  t = travellersEn,
  translations,
  dateLocale = '',
  headingLevel = 4,
}: TravellerFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(traveller));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: event.target.value }));
  };
  const field = (key: string) => `${id}-${key}`;
  const input =
    (key: keyof Values, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    (describedBy: string | undefined) => (
      <input
        id={field(key)}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy}
        {...extra}
      />
    );

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setSaved(false);
    try {
      const updated = await travellersApi.save(bookingId, traveller.id, detailsOf(values));
      onChange(updated);
      setValues((current) => ({ ...current, idNumber: '' }));
      setSaved(true);
    } catch (cause) {
      const message = errorText(cause);
      const { minAge } = requirements;
      const shown =
        minAge !== null && t.underMinAge && message === underMinimumAge(minAge)
          ? fill(t.underMinAge, { minAge })
          : say(translations, message);
      setErrors({ [travellerFieldOfMessage(message, minAge) ?? 'form']: shown });
    } finally {
      setBusy(false);
    }
  };

  const today = calendarDay();
  // What the consent and fitness-proof sections below the form share.
  const sectionProps = { bookingId, traveller, onChange, t, translations, headingLevel };
  return (
    <div className="traveller-form">
      <p className="privacy-note">{fill(t.privacyNote, { days: dataDays })}</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Field id={field('name')} label={t.name} error={errors.name}>
          {input('name', { autoComplete: 'name', required: true })}
        </Field>
        <fieldset className="field gender-choice" aria-describedby={errors.gender ? field('gender-error') : undefined}>
          <legend>{t.gender}</legend>
          {(['female', 'male', 'other'] as const).map((gender) => (
            <label key={gender} className="field-check">
              <input type="radio" name={field('gender')} value={gender} checked={values.gender === gender} onChange={set('gender')} />
              {t.genders[gender]}
            </label>
          ))}
          {errors.gender && (
            <p className="field-error" id={field('gender-error')} role="alert">
              {errors.gender}
            </p>
          )}
        </fieldset>
        <Field id={field('dateOfBirth')} label={t.dateOfBirth} error={errors.dateOfBirth}>
          {input('dateOfBirth', { type: 'date', max: today, autoComplete: 'bday' })}
        </Field>
        <fieldset className="field mobile-pair">
          <legend>{t.mobile}</legend>
          <Field id={field('countryCode')} label={t.countryCode}>
            {input('countryCode', { inputMode: 'numeric', autoComplete: 'tel-country-code', size: 4, maxLength: 4 })}
          </Field>
          <Field id={field('mobile')} label={t.mobileNumber} error={errors.mobile}>
            {input('mobile', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 15 })}
          </Field>
        </fieldset>
        <fieldset className="field">
          <legend>{t.emergencyTitle}</legend>
          <Field id={field('contactName')} label={t.emergencyName} error={errors.emergencyContact}>
            {input('contactName', { autoComplete: 'off' })}
          </Field>
          <Field id={field('relation')} label={t.emergencyRelation}>
            {input('relation', { autoComplete: 'off' })}
          </Field>
          <div className="mobile-pair">
            <Field id={field('contactCode')} label={t.countryCode}>
              {input('contactCode', { inputMode: 'numeric', size: 4, maxLength: 4 })}
            </Field>
            <Field id={field('contactMobile')} label={t.emergencyMobile} error={errors.emergencyMobile}>
              {input('contactMobile', { type: 'tel', inputMode: 'tel', maxLength: 15 })}
            </Field>
          </div>
        </fieldset>
        {requirements.idProof && (
          <fieldset className="field">
            <legend>{t.idTitle}</legend>
            <Field id={field('idType')} label={t.idType}>
              {(describedBy) => (
                <select id={field('idType')} value={values.idType} onChange={set('idType')} aria-describedby={describedBy}>
                  <option value="">{t.chooseOne}</option>
                  {(Object.keys(t.idTypes) as (keyof typeof t.idTypes)[]).map((type) => (
                    <option key={type} value={type}>
                      {t.idTypes[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={field('idNumber')}
              label={t.idNumber}
              error={errors.idNumber}
              hint={traveller.idLast4 ? fill(t.idKept, { last4: traveller.idLast4 }) : t.idHint}
            >
              {input('idNumber', { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 })}
            </Field>
          </fieldset>
        )}
        <Field id={field('medicalNotes')} label={t.medicalNotes}>
          {(describedBy) => (
            <textarea
              id={field('medicalNotes')}
              rows={2}
              value={values.medicalNotes}
              onChange={set('medicalNotes')}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={field('dietary')} label={t.dietary}>
          {input('dietary', { autoComplete: 'off' })}
        </Field>
        <ErrorAlert message={errors.form} />
        <div className="booking-buttons">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t.saving : t.saveDetails}
          </button>
          {saved && (
            <span className="saved-note" role="status">
              {t.saved}
            </span>
          )}
        </div>
      </form>

      <TravellerConsent {...sectionProps} requirements={requirements} dateLocale={dateLocale} />
      {traveller.fitnessProof && <FitnessProof {...sectionProps} />}
    </div>
  );
}
