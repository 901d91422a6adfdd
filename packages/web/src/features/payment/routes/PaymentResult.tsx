import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { isSettled, usePaymentResult } from '../api/get-payment-result';
import '../../events/tickets.css';

const ORDER_NO = /^T[0-9A-F]{16}$/;

/** /payment/result?orderNo=: polls the order until it is paid or the payment failed. */
export function PaymentResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && ORDER_NO.test(raw) ? raw : null;
  const query = usePaymentResult(orderNo);
  const result = query.data;

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
        <h2>{t('payment.ticketOrderConfirmed')}</h2>
        <p>{t('payment.ticketsIssued', { count: result.tickets.length })}</p>
        <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
          {t('orders.viewTickets')}
        </Link>
      </div>
    );
  } else {
    const expired = !result.messageKey && (result.orderStatus === 'expired' || result.orderStatus === 'cancelled');
    body = (
      <div className="result result--failed" role="alert">
        <span className="result__icon" aria-hidden="true">
          !
        </span>
        <h2>{t('payment.failedTitle')}</h2>
        <p>{expired ? t('orders.status.' + result.orderStatus) : t('payment.failedApology')}</p>
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
