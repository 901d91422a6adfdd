import { ROUTES } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { HoldCountdown } from '../../components/HoldCountdown';
import { useCountdown } from '../../lib/use-countdown';
import { isSettled, usePaymentResult } from '../../features/payment/api/get-payment-result';
import {
  type HeldOrderKind,
  type HeldOrderView,
  CHECKOUT,
  MERCH_ORDER,
  TICKET_ORDER,
  heldOrderKindOf,
} from '../held-order/kinds';
import '../../components/ticketing.css';

/** Why the provider or the server refused the payment (payments.failure). */
const FAILURE_KEYS: Record<string, string> = {
  declined: 'payment.failure.declined',
  order_closed: 'payment.failure.orderClosed',
};

/**
 * /payment/result?orderNo=: polls the order until it is paid or the payment failed. Paid, it
 * shows what was bought as its kind does (the tickets and the receipt, the merch order).
 */
export function PaymentResult() {
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const kind = heldOrderKindOf(raw);
  if (kind === 'checkout') return <ResultOf key="checkout" kind={CHECKOUT} raw={raw} />;
  return kind === 'merch' ? (
    <ResultOf key="merch" kind={MERCH_ORDER} raw={raw} />
  ) : (
    <ResultOf key="ticket" kind={TICKET_ORDER} raw={raw} />
  );
}

function ResultOf<V extends HeldOrderView>({ kind, raw }: { kind: HeldOrderKind<V>; raw: string | null }) {
  const { t } = useTranslation();
  const orderNo = raw && kind.owns(raw) ? raw : null;
  const query = usePaymentResult(orderNo);
  const result = query.data;
  const read = isSettled(result) && (result?.orderStatus === 'held' || result?.orderStatus === 'paid');
  // After a failure the seats (or merch) may still be held: say how long is left to try again.
  // Once paid, the order is shown as its kind shows it (the merch order's lines and amount paid).
  const order = kind.useOrder(read ? orderNo : null);
  const hold = order.data?.status === 'held' && order.data.remainingSeconds > 0 ? order.data : null;
  const left = useCountdown(hold ? order.dataUpdatedAt + hold.remainingSeconds * 1000 : 0);
  const { refetch } = order;
  useEffect(() => {
    if (hold && left === 0) void refetch();
  }, [hold, left, refetch]);

  let body;
  if (!orderNo || query.isError) {
    body = <p className="empty">{t('orders.notFound')}</p>;
  } else if (!result || !isSettled(result)) {
    body = (
      <div className="result" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('payment.confirming')}</p>
      </div>
    );
  } else if (result.orderStatus === 'paid') {
    body = (
      <div className="result result--ok" role="status">
        <span className="result__icon" aria-hidden="true">
          ✓
        </span>
        <kind.Paid order={order.data} result={result} />
      </div>
    );
  } else {
    const expired = !result.messageKey && (result.orderStatus === 'expired' || result.orderStatus === 'cancelled');
    const failure = result.payment?.failure;
    const reason = failure ? t(FAILURE_KEYS[failure] ?? 'payment.failure.other') : null;
    body = (
      <div className="result result--failed" role="alert">
        <span className="result__icon" aria-hidden="true">
          !
        </span>
        <h2>{t('payment.failedTitle')}</h2>
        {reason && <p className="result__reason">{reason}</p>}
        <p>{expired ? t('orders.status.' + result.orderStatus) : t('payment.failedApology')}</p>
        {hold && left > 0 && (
          <div className="result__hold">
            <p className="small">{t('payment.holdLeft')}</p>
            <HoldCountdown left={left} expiresAt={hold.expiresAt} texts={kind.texts} />
          </div>
        )}
        <div className="actions">
          {result.orderStatus === 'held' && (
            <Link
              className="button button--primary button--block"
              to={`${ROUTES.paymentBuy}?orderNo=${result.orderNo}`}
            >
              {t('payment.retry')}
            </Link>
          )}
          <Link className="button button--ghost button--block" to={ROUTES.cs}>
            {t('payment.contactSupport')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <main className="page">
      <PageHeader title={t('title.payment')} />
      {body}
    </main>
  );
}
