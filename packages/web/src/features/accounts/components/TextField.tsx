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
  const message = error ? t(error, RULE_PARAMS) : null;
  // When the failed rule is the hint itself (the password rule), say it once, as the error.
  const shownHint = hint && hint !== message ? hint : null;
  const described = [error ? `${inputId}-error` : null, shownHint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
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
          {message}
        </p>
      )}
      {shownHint && (
        <p id={`${inputId}-hint`} className="acc-field__hint">
          {shownHint}
        </p>
      )}
    </div>
  );
}
