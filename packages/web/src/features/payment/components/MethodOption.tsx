import type { ReactNode } from 'react';

/** One choice of the payment-method list (a radio in a card). */
export function MethodOption({
  name,
  value,
  checked,
  onChange,
  logos,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  /** Brand marks shown after the label (decorative for the radio: the label names the choice). */
  logos?: ReactNode;
}) {
  return (
    <label className={checked ? 'method method--on' : 'method'}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="method__label">{children}</span>
      {logos && (
        <span className="method__logos" aria-hidden="true">
          {logos}
        </span>
      )}
    </label>
  );
}
