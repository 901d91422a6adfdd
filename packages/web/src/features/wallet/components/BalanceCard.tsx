import { ROUTES, type WalletInfoView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { money } from '../../../lib/format';

/** My Wallet's head: the balance, Fan Coin and usable vouchers, and the way to top up. */
export function BalanceCard({ info }: { info: WalletInfoView }) {
  const { t } = useTranslation();
  return (
    <section className="wallet-card" aria-labelledby="wallet-balance-label">
      <p id="wallet-balance-label" className="wallet-card__label">
        {t('wallet.balance')}
      </p>
      <p className="wallet-card__balance" data-testid="wallet-balance">
        {money(info.balance, info.currency)}
      </p>
      <dl className="wallet-card__facts">
        <div>
          <dt>{t('wallet.fanCoin')}</dt>
          <dd data-testid="wallet-fan-coin">{info.fanCoin}</dd>
        </div>
        <div>
          <dt>{t('title.myVoucher')}</dt>
          <dd>
            <Link to={ROUTES.myVoucher} className="wallet-card__link">
              {t('wallet.vouchersUsable', { count: info.vouchers })}
            </Link>
          </dd>
        </div>
      </dl>
      <Link to={ROUTES.paymentRecharge} className="button button--light button--block wallet-card__topup">
        {t('wallet.topUp')}
      </Link>
    </section>
  );
}

/** The wallet pays only with the payment password (spec §4): the way to set it when it is not. */
export function PayPasswordNote() {
  const { t } = useTranslation();
  return (
    <p className="callout wallet-note" role="note">
      {t('wallet.payPasswordMissing')} <Link to={ROUTES.changePaymentPwd}>{t('wallet.setPayPassword')}</Link>
    </p>
  );
}
