import type { CARD_TYPES } from '@fanpass/contracts';

type CardBrand = (typeof CARD_TYPES)[number];

/**
 * The card's brand from its number (issuer prefixes), so the fan picks one 'Credit/debit card'
 * and never the brand: UnionPay 62, Mastercard 51-55 and 2221-2720, Visa 4. Null when unknown.
 */
export function cardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  if (digits.startsWith('62')) return 'chinaUnion';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  if (digits.startsWith('4')) return 'visa';
  return null;
}
