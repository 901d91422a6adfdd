import { PAY_RES_SUCCESS, ROUTES, TOPUP_ORDER_NO_PATTERN } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { RechargeResultPanel } from '../components/RechargeResultPanel';
import '../../../components/ticketing.css';
import '../components/wallet.css';

/**
 * /payment/rechargeResult. With orderNo and payRes=1 the guard (navigation/rules.ts) stores the
 * result and steps back to the deposit page, which tells it; this screen shows only what the
 * guard lets through: a top-up the fan left on the provider's page, or a link opened later.
 */
export function RechargeResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && TOPUP_ORDER_NO_PATTERN.test(raw) ? raw : null;
  return (
    <main className="page recharge-page">
      <PageHeader title={t('title.wallet')} />
      {orderNo ? (
        <RechargeResultPanel orderNo={orderNo} returned={params.get('payRes') === PAY_RES_SUCCESS} />
      ) : (
        <div className="result result--failed" role="alert">
          <p>{t('wallet.resultMissing')}</p>
          <Link className="button button--primary button--block" to={ROUTES.wallet}>
            {t('wallet.backToWallet')}
          </Link>
        </div>
      )}
    </main>
  );
}
