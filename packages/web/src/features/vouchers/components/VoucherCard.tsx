import type { VoucherView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { dayShort } from '../../../lib/format';
import { voucherTerms, voucherTitle } from '../../../lib/vouchers';

/** One voucher of My Voucher: what it takes off, on what, until when, and its code. */
export function VoucherCard({ voucher, currency }: { voucher: VoucherView; currency: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className={`voucher voucher--${voucher.status}`}>
      <div className="voucher__value">
        <strong className="voucher__title">{voucherTitle(voucher, currency, t)}</strong>
        <span className="small">{voucherTerms(voucher, currency, t)}</span>
      </div>
      <div className="voucher__body">
        <span className="small">
          {t('voucher.valid', { from: dayShort(voucher.validFrom, lang), to: dayShort(voucher.validTo, lang) })}
        </span>
        <span className="muted small">
          {t('voucher.code')} <span className="mono">{voucher.code}</span>
        </span>
        {voucher.orderNo && (
          <span className="muted small">
            {t(voucher.status === 'used' ? 'voucher.usedOn' : 'voucher.heldFor', { orderNo: voucher.orderNo })}
          </span>
        )}
        <span className={`voucher__status voucher__status--${voucher.status}`}>
          {t(`voucher.status.${voucher.status}`)}
        </span>
      </div>
    </li>
  );
}
