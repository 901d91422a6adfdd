import type { ReactNode } from 'react';

/** One choice of the payment-method list (a radio in a card). */
export function MethodOption({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className={checked ? 'method method--on' : 'method'}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="method__label">{children}</span>
    </label>
  );
}
