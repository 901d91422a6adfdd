import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled control with its rule message, wired for screen readers. */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  /** The i18n key of the rule that failed. */
  error?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sup-field">
      <label htmlFor={id} className="sup-field__label">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="sup-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes or radios under one legend, with its rule message. */
export function FieldSet({ legend, error, children }: { legend: string; error?: string; children: ReactElement[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="sup-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sup-field__label">{legend}</legend>
      <div className="sup-choices">{children}</div>
      {error && (
        <p id={`${id}-error`} className="sup-field__error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
