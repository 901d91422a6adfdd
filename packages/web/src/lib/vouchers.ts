import type { VoucherView } from '@fanpass/contracts';
import { money } from './format';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What a voucher takes off, in words: the operator's title, else from its kind and value. */
export function voucherTitle(voucher: VoucherView, currency: string, t: Translate): string {
  if (voucher.title) return voucher.title;
  if (voucher.kind === 'fixed') return t('voucher.fixedOff', { amount: money(voucher.value, currency) });
  return voucher.cap === null
    ? t('voucher.percentOff', { percent: voucher.value })
    : t('voucher.percentOffCapped', { percent: voucher.value, cap: money(voucher.cap, currency) });
}

/** Which orders it lowers and the least they must come to. */
export function voucherTerms(voucher: VoucherView, currency: string, t: Translate): string {
  const scope = t(`voucher.scope.${voucher.scope}`);
  const spend =
    voucher.minSpend > 0
      ? t('voucher.minSpend', { amount: money(voucher.minSpend, currency) })
      : t('voucher.noMinSpend');
  return `${scope} · ${spend}`;
}
