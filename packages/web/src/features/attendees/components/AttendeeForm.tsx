import {
  ATTENDEE_ID_TYPES,
  type AttendeeIdType,
  type AttendeeView,
  isValidIdNumber,
  normaliseIdNumber,
  printedIdNumber,
} from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendeeBody } from '../api/types';

const NAME = /^.{2,50}$/u;
const AREA = /^\+?\d{1,4}$/;
const PHONE = /^\d{5,15}$/;

/** Add or edit an attendee: full name, ID type and number, phone (checked here and by the API). */
export function AttendeeForm({
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: AttendeeView;
  pending: boolean;
  onSubmit: (input: AttendeeBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(initial?.fullName ?? '');
  const [idType, setIdType] = useState<AttendeeIdType>((initial?.idType as AttendeeIdType) ?? 'idCard');
  // Shown as the card prints it (1234567(8)); sent as typed, the API keeps it in one form.
  const [idNumber, setIdNumber] = useState(initial ? printedIdNumber(initial.idType, initial.idNumber) : '');
  const [areaCode, setAreaCode] = useState(initial?.areaCode ?? '853');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const name = fullName.trim();
    if (!NAME.test(name)) return setProblem(t('attendees.nameRule'));
    if (!isValidIdNumber(idNumber)) return setProblem(t('attendees.idNumberRule'));
    if (!AREA.test(areaCode) || !PHONE.test(phone)) return setProblem(t('attendees.phoneRule'));
    setProblem(null);
    onSubmit({
      fullName: name,
      idType,
      idNumber: normaliseIdNumber(idNumber),
      areaCode: areaCode.replace(/^\+/, ''),
      phone,
    });
  }

  return (
    <form
      className="section form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="field">
        <span>{t('attendees.fullName')}</span>
        <input value={fullName} maxLength={50} autoComplete="name" onChange={(e) => setFullName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('attendees.idType')}</span>
        <select value={idType} onChange={(e) => setIdType(e.target.value as AttendeeIdType)}>
          {ATTENDEE_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`attendees.idTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('attendees.idNumber')}</span>
        <input
          value={idNumber}
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={idType === 'idCard' ? 'attendee-id-hint' : undefined}
          onChange={(e) => setIdNumber(e.target.value)}
        />
      </label>
      {idType === 'idCard' && (
        <small id="attendee-id-hint" className="muted small field__hint">
          {t('attendees.idNumberHint')}
        </small>
      )}
      <div className="field-row">
        <label className="field field--narrow">
          <span>{t('attendees.areaCode')}</span>
          <input value={areaCode} inputMode="tel" maxLength={5} onChange={(e) => setAreaCode(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('attendees.phone')}</span>
          <input value={phone} inputMode="tel" maxLength={15} onChange={(e) => setPhone(e.target.value)} />
        </label>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="actions actions--row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('attendees.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('attendees.save')}
        </button>
      </div>
    </form>
  );
}
