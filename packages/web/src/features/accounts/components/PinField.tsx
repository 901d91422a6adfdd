import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES } from '@fanpass/contracts';
import { digitsOnly } from '../lib/rules';

const LENGTH = RULES.payPassword.length;

/**
 * The 6-digit payment password: one real (hidden) numeric input under six boxes, so the keyboard,
 * paste and screen readers all work on a single field.
 */
export function PinField({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="acc-field">
      <label htmlFor={id} className="acc-field__label">
        {label}
      </label>
      <div className="acc-pin" data-invalid={error ? 'true' : undefined}>
        {Array.from({ length: LENGTH }, (_, index) => (
          <span
            key={index}
            className="acc-pin__box"
            aria-hidden="true"
            data-active={index === Math.min(value.length, LENGTH - 1) ? 'true' : undefined}
          >
            {index < value.length ? '•' : ''}
          </span>
        ))}
        <input
          id={id}
          name={name}
          className="acc-pin__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(digitsOnly(event.target.value, LENGTH))}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="acc-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
