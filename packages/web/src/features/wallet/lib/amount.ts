import { money } from '../../../lib/format';

/**
 * The deposit amount the fan types on the recharge page, in the currency's whole units with at
 * most two decimals ('500000', '120,50' or '120.50'), to minor units (1/100, spec §9). Grouping
 * marks are not accepted: '100.000' would be a thousand to one reader and a hundred to another.
 */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The top-up limits the wallet answers with (WalletInfoView.topUp), minor units. */
export interface TopUpLimits {
  max: number;
  todayLeft: number;
}

/** Why an amount cannot be deposited; the i18n key of each says it. */
export type AmountProblem =
  | { key: 'wallet.amountInvalid' }
  | { key: 'wallet.amountPositive' }
  | { key: 'wallet.amountOverMax'; max: number }
  | { key: 'wallet.amountOverToday'; left: number };

/**
 * What the form says before anything is sent: 'Deposit amount must be greater than 0' (spec §5)
 * for nothing or zero, and the deployment's per-top-up and daily limits (the API checks them
 * again). Answers the amount in minor units, or the problem.
 */
export function checkDeposit(text: string, limits: TopUpLimits | undefined): { amount: number } | AmountProblem {
  const trimmed = text.trim();
  if (trimmed === '' || /^[-+]/.test(trimmed)) return { key: 'wallet.amountPositive' };
  const amount = parseAmount(trimmed);
  if (amount === null) return { key: 'wallet.amountInvalid' };
  if (amount <= 0) return { key: 'wallet.amountPositive' };
  if (limits && amount > limits.max) return { key: 'wallet.amountOverMax', max: limits.max };
  if (limits && amount > limits.todayLeft) return { key: 'wallet.amountOverToday', left: limits.todayLeft };
  return { amount };
}

/** A preset as the amount field shows it (whole units, decimals only when there are any). */
export function amountText(minor: number): string {
  const cents = minor % 100;
  return cents === 0 ? String(minor / 100) : `${Math.trunc(minor / 100)},${String(cents).padStart(2, '0')}`;
}

/** The words of an amount problem, with the limits formatted in the wallet's currency. */
export function amountProblemText(
  problem: AmountProblem,
  currency: string,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  switch (problem.key) {
    case 'wallet.amountOverMax':
      return t(problem.key, { max: money(problem.max, currency) });
    case 'wallet.amountOverToday':
      return t(problem.key, { left: money(problem.left, currency) });
    case 'wallet.amountInvalid':
    case 'wallet.amountPositive':
      return t(problem.key);
  }
}
