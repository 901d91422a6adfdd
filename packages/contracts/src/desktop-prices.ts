import { formatMoney } from './format.js';

/**
 * Desktop prices in HKD and MOP (spec §9: "Prices on desktop are in HKD/MOP"). Amounts stay in
 * the deployment's one currency (charged and stored as such); the desktop layout shows each price
 * in Hong Kong dollars and Macau patacas too, from one rate: HKD per unit of the deployment's
 * currency, as a fraction. MOP follows from HKD by the pataca's peg.
 */
export interface PriceRate {
  /** Minor units of HKD per minor unit of the deployment's currency: numerator / denominator. */
  numerator: number;
  denominator: number;
}

/** The pataca is pegged to the Hong Kong dollar: MOP 103 = HKD 100. */
export const MOP_PER_HKD: PriceRate = { numerator: 103, denominator: 100 };

/** The rate a deployment in HKD or MOP needs no setting for; null for any other currency. */
export function defaultHkdRate(currency: string): PriceRate | null {
  if (currency === 'HKD') return { numerator: 1, denominator: 1 };
  if (currency === 'MOP') return { numerator: MOP_PER_HKD.denominator, denominator: MOP_PER_HKD.numerator };
  return null;
}

/**
 * A rate written as a positive decimal ("0.000307") or a fraction ("100/103"), at most 15 digits
 * each side; null when it is not one.
 */
export function parsePriceRate(text: string): PriceRate | null {
  const fraction = /^(\d{1,15})\/(\d{1,15})$/.exec(text.trim());
  if (fraction) {
    const rate = { numerator: Number(fraction[1]), denominator: Number(fraction[2]) };
    return rate.numerator > 0 && rate.denominator > 0 ? rate : null;
  }
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!decimal) return null;
  const decimals = decimal[2] ?? '';
  const digits = `${decimal[1]}${decimals}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15 || decimals.length > 15) return null;
  const rate = { numerator: Number(digits), denominator: 10 ** decimals.length };
  return rate.numerator > 0 ? rate : null;
}

/** minor × rate in whole minor units, halves rounded away from zero (exact: big integers). */
export function convertMinor(minor: number, rate: PriceRate): number {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const num = BigInt(rate.numerator);
  const den = BigInt(rate.denominator);
  const rounded = (2n * abs * num + den) / (2n * den);
  return Number(negative ? -rounded : rounded);
}

/** A price in HKD and MOP, from an amount in minor units of `currency` and its HKD rate. */
export function hkdMop(minor: number, rate: PriceRate): { hkd: number; mop: number } {
  const hkd = convertMinor(minor, rate);
  return { hkd, mop: convertMinor(hkd, MOP_PER_HKD) };
}

/**
 * The desktop price text: "HKD 300 / MOP 309" for a deployment in HKD, "MOP 309 / HKD 300" in
 * MOP, else the price as charged with both beside it: "300.000₫ (≈ HKD 92,10 / MOP 94,86)".
 * `charged` is the price as the app writes it in its own currency.
 */
export function desktopPriceText(minor: number, currency: string, rate: PriceRate, charged: string): string {
  const { hkd, mop } = hkdMop(minor, rate);
  const hk = `HKD ${formatMoney(hkd)}`;
  const mo = `MOP ${formatMoney(mop)}`;
  if (currency === 'HKD') return `${hk} / ${mo}`;
  if (currency === 'MOP') return `${charged} / ${hk}`;
  return `${charged} (≈ ${hk} / ${mo})`;
}
