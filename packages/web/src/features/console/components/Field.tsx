import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../event-draft';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's problem with this field, shown under it and read with it. */
  error?: string;
  hint?: string;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** Choices instead of free text: a select. */
  options?: readonly { value: string; label: string }[];
}

/** One labelled field of a console form, its hint and its error tied to it for screen readers. */
export function Field({ label, value, onChange, error, hint, multiline, options, className, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  let control: ReactNode;
  if (options) {
    control = (
      <select {...common} required={input.required} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...common} required={input.required} rows={4} onChange={(e) => onChange(e.target.value)} />;
  } else {
    control = <input {...input} {...common} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={['console-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="console-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A draft's yes/no settings: a checkbox each, labelled `<prefix>.<field>`, each row a 44 px target. */
export function CheckFields<D extends object>({
  draft,
  onChange,
  fields,
  prefix,
}: {
  draft: D;
  onChange: (draft: D) => void;
  fields: readonly { [K in keyof D]: D[K] extends boolean ? K : never }[keyof D][];
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="console-checks">
      {fields.map((field) => (
        <label key={String(field)} className="console-check">
          <input
            type="checkbox"
            checked={draft[field] as boolean}
            onChange={(e) => onChange({ ...draft, [field]: e.target.checked })}
          />
          {t(`${prefix}.${String(field)}`)}
        </label>
      ))}
    </div>
  );
}

/** Under a form: the refusal of its last change (read out at once), or that it was saved. */
export function FormOutcome({ refusal, saved }: { refusal: Refusal | null; saved: boolean }) {
  const { t } = useTranslation();
  if (refusal) {
    return (
      <p className="console-error" role="alert">
        {refusal.message}
      </p>
    );
  }
  return (
    <p className="console-saved" role="status">
      {saved ? t('console.form.saved') : ''}
    </p>
  );
}

interface EventFormProps {
  /** The heading's id, which names the form. */
  id: string;
  /** The heading (h2); none where the screen's own h1 says what the form is. */
  title?: string;
  submit: string;
  onSubmit: () => void;
  outcome: { refusal: Refusal | null; saved: boolean; pending: boolean };
  children: ReactNode;
}

/** A console form: its heading, its fields, the outcome of its last change beside them, its button. */
export function EventForm({ id, title, submit, onSubmit, outcome, children }: EventFormProps) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="console-event-form" aria-labelledby={title ? id : undefined} onSubmit={send}>
      {title && <h2 id={id}>{title}</h2>}
      {children}
      <FormOutcome refusal={outcome.refusal} saved={outcome.saved} />
      <div className="console-actions">
        <button type="submit" className="console-button" disabled={outcome.pending}>
          {submit}
        </button>
      </div>
    </form>
  );
}
