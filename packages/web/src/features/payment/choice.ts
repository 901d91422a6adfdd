import type { PaymentMethod, PaymentType } from '@fanpass/contracts';

/** A choice on the payment page, encoded as one radio value: saved:<id>, card:<type>, provider:<type>. */
export interface Choice {
  method: PaymentMethod;
  paymentType: PaymentType;
  savedCardId?: number;
}

export function encodeChoice(choice: Choice): string {
  return choice.savedCardId !== undefined
    ? `saved:${choice.savedCardId}:${choice.paymentType}`
    : `${choice.method}:${choice.paymentType}`;
}

export function decodeChoice(value: string): Choice | null {
  const [kind, a, b] = value.split(':');
  if (kind === 'saved' && a && b) return { method: 'card', paymentType: b as PaymentType, savedCardId: Number(a) };
  if ((kind === 'card' || kind === 'provider') && a) return { method: kind, paymentType: a as PaymentType };
  return null;
}

/** Saved cards carry their brand; the sandbox names brands as the payment types do. */
export function brandType(brand: string): PaymentType {
  const lower = brand.toLowerCase();
  if (lower.includes('master')) return 'master';
  if (lower.includes('union')) return 'chinaUnion';
  return 'visa';
}
