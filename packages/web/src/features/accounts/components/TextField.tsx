import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RULE_PARAMS } from '../lib/rules';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The i18n key of the rule that failed. */
  error?: string;
  hint?: ReactNode;
  /** A button beside the input (send code). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its rule message, wired for screen readers. */
export function TextField({ label, error, hint, action, id, ref, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="acc-field">
      <label htmlFor={inputId} className="acc-field__label">
        {label}
      </label>
      <div className="acc-field__control">
        <input
          id={inputId}
          ref={ref}
          className="acc-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="acc-field__error" role="alert">
          {t(error, RULE_PARAMS)}
        </p>
      )}
      {hint && (
        <p id={`${inputId}-hint`} className="acc-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
