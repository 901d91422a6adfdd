import { ROUTES } from '@fanpass/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { HoldCountdown } from '../components/HoldCountdown';
import { OrderLines } from '../components/OrderLines';
import '../../events/tickets.css';

const ORDER_NO = /^T[0-9A-F]{16}$/;

/** /ticket-order?orderNo=: the summary with the live hold countdown, checkout and cancel. */
export function TicketOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && ORDER_NO.test(raw) ? raw : null;
  const query = useOrder(orderNo);
  const cancel = useCancelOrder();
  const order = query.data;
  const { refetch } = query;
  const onExpired = useCallback(() => void refetch(), [refetch]);

  if (!order) {
    return (
      <main className="page" aria-busy={query.isPending}>
        <PageHeader title={t('orders.summaryTitle')} />
        <p className="muted">{query.isError || !orderNo ? t('orders.notFound') : t('events.loading')}</p>
      </main>
    );
  }
  const held = order.status === 'held' && order.remainingSeconds > 0;
  return (
    <main className="page order-page">
      <PageHeader title={t('orders.summaryTitle')} />
      <p className={`order-status order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</p>
      {held && (
        <HoldCountdown
          remainingSeconds={order.remainingSeconds}
          receivedAt={query.dataUpdatedAt}
          expiresAt={order.expiresAt}
          onExpired={onExpired}
        />
      )}
      {order.status === 'expired' && (
        <p className="form-error" role="alert">
          {t('orders.expiredMessage', { minutes: order.holdMinutes })}
        </p>
      )}
      <OrderLines order={order} />
      {held && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void navigate(`${ROUTES.paymentBuy}?orderNo=${order.orderNo}`)}
          >
            {t('orders.checkout')}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(order.orderNo)}
          >
            {t('orders.cancel')}
          </button>
        </div>
      )}
      {order.status === 'paid' && (
        <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
          {t('orders.viewTickets')}
        </Link>
      )}
      {(order.status === 'expired' || order.status === 'cancelled') && (
        <Link className="button button--primary button--block" to={`${ROUTES.ticketDetail}?id=${order.event.id}`}>
          {t('orders.tryAgain')}
        </Link>
      )}
    </main>
  );
}
