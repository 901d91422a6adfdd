/**
 * Our amounts are integer minor units of 1/100 of the currency, whatever the currency (DESIGN.md:
 * VND 500.000 is 50,000,000). Stripe counts in the currency's own smallest unit: whole units for
 * its zero-decimal currencies (VND, JPY, KRW …), thousandths for its three-decimal ones (BHD, JOD,
 * KWD, OMR, TND; the last digit must be 0), hundredths for the rest.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Stripe's lower-case ISO code of a currency. */
export function stripeCurrency(currency: string): string {
  return currency.toLowerCase();
}

/**
 * Our amount (hundredths) as Stripe's. A zero-decimal currency cannot carry hundredths: an amount
 * that is not whole units is a price no Stripe payment can take, so it is refused here rather
 * than rounded (Stripe would charge a different sum than the order's).
 */
export function toStripeAmount(amount: number, currency: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`amount ${amount} is not a positive integer`);
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) {
    if (amount % 100 !== 0) {
      throw new RangeError(`${code} is a zero-decimal currency at Stripe: ${amount} hundredths is not a whole amount`);
    }
    return amount / 100;
  }
  if (THREE_DECIMAL.has(code)) return amount * 10;
  return amount;
}

/** Stripe's amount as ours (hundredths). */
export function fromStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  if (THREE_DECIMAL.has(code)) return Math.round(amount / 10);
  return amount;
}
