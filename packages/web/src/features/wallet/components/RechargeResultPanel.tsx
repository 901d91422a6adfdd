import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { money } from '../../../lib/format';
import { useRechargeResult } from '../api/get-recharge-result';

/**
 * What became of a top-up (GET /wallet/rechargeResult), polled until the provider's callback has
 * settled it. `returned`: the fan came back from the provider's page (payRes=1), so a pending
 * top-up is being confirmed; otherwise a pending one was left unpaid.
 */
export function RechargeResultPanel({
  orderNo,
  returned,
  onTopUpAgain,
}: {
  orderNo: string;
  returned: boolean;
  /** Shown on the deposit page itself: back to its form instead of a link to it. */
  onTopUpAgain?: () => void;
}) {
  const { t } = useTranslation();
  const query = useRechargeResult(orderNo);
  const result = query.data;
  const again = onTopUpAgain ? (
    <button type="button" className="button button--primary button--block" onClick={onTopUpAgain}>
      {t('wallet.topUpAgain')}
    </button>
  ) : (
    <Link className="button button--primary button--block" to={ROUTES.paymentRecharge}>
      {t('wallet.topUpAgain')}
    </Link>
  );
  const toWallet = (
    <Link className="button button--ghost button--block" to={ROUTES.wallet}>
      {t('wallet.backToWallet')}
    </Link>
  );

  if (query.isError) {
    return (
      <section className="result result--failed" role="alert" data-testid="recharge-result">
        <p>{query.error.message || t('wallet.resultMissing')}</p>
        {toWallet}
      </section>
    );
  }
  if (!result || (result.status === 'pending' && returned)) {
    return (
      <section className="result" aria-busy="true" data-testid="recharge-result">
        <span className="spinner" aria-hidden="true" />
        <p>{t('wallet.confirming')}</p>
      </section>
    );
  }
  if (result.status === 'paid') {
    return (
      <section className="result result--ok" role="status" data-testid="recharge-result">
        <span className="result__icon" aria-hidden="true">
          ✓
        </span>
        <h2>{t('wallet.topUpDone')}</h2>
        <p>{t('wallet.topUpAdded', { amount: money(result.amount, result.currency) })}</p>
        <p className="wallet-result__balance">
          {t('wallet.balanceNow', { amount: money(result.balance, result.currency) })}
        </p>
        <div className="actions">
          {toWallet}
          {again}
        </div>
      </section>
    );
  }
  return (
    <section className="result result--failed" role="alert" data-testid="recharge-result">
      <span className="result__icon" aria-hidden="true">
        !
      </span>
      <h2>{t('wallet.topUpNotDone')}</h2>
      <p>{result.status === 'pending' ? t('wallet.topUpLeft') : result.message}</p>
      <div className="actions">
        {again}
        {toWallet}
      </div>
    </section>
  );
}
