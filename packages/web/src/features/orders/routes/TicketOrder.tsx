import { isOrderNo, type OrderView, ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { RecordMissing } from '../../../components/QueryState';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { HoldCountdown } from '../components/HoldCountdown';
import { OrderLines } from '../components/OrderLines';
import { AmountDue, DiscountPicker } from '../components/DiscountPicker';
import { useHold } from '../../../lib/use-hold';
import '../../../components/ticketing.css';

/** /ticket-order?orderNo=: the summary with the live hold countdown, checkout and cancel. */
export function TicketOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && isOrderNo(raw) ? raw : null;
  const query = useOrder(orderNo);
  const order = query.data;

  if (!order) {
    return (
      <main className="page" aria-busy={query.isPending}>
        <PageHeader title={t('orders.summaryTitle')} />
        <RecordMissing query={query} asked={orderNo !== null} notFound={t('orders.notFound')} />
      </main>
    );
  }
  return <OrderSummary key={order.orderNo} order={order} receivedAt={query.dataUpdatedAt} refetch={query.refetch} />;
}

function OrderSummary({
  order,
  receivedAt,
  refetch,
}: {
  order: OrderView;
  receivedAt: number;
  refetch: () => unknown;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const { left, held, lapsed } = useHold(order, receivedAt, refetch);
  const chooseAgain = `${ROUTES.ticketChoose}?id=${order.event.id}`;

  return (
    <main className="page order-page">
      <PageHeader title={t('orders.summaryTitle')} />
      <p className={`order-status order-status--${lapsed ? 'expired' : order.status}`}>
        {t(`orders.status.${lapsed ? 'expired' : order.status}`)}
      </p>
      {held && <HoldCountdown left={left} expiresAt={order.expiresAt} />}
      {lapsed && (
        <p className="form-error" role="alert">
          {t('orders.expiredMessage', { minutes: order.holdMinutes })}
        </p>
      )}
      <OrderLines order={order} />
      <AmountDue order={order} />
      {held && <DiscountPicker orderNo={order.orderNo} />}
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
            onClick={() => setConfirming(true)}
          >
            {t('orders.cancel')}
          </button>
        </div>
      )}
      {confirming && held && (
        <ConfirmDialog
          title={t('orders.cancelConfirmTitle')}
          confirmLabel={t('orders.cancelConfirm')}
          cancelLabel={t('orders.cancelKeep')}
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.orderNo, { onSettled: () => setConfirming(false) })}
        >
          <p>{t('orders.cancelConfirmText')}</p>
        </ConfirmDialog>
      )}
      {order.status === 'paid' && (
        <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
          {t('orders.viewTickets')}
        </Link>
      )}
      {(lapsed || order.status === 'cancelled') && (
        <Link className="button button--primary button--block" to={chooseAgain}>
          {t('orders.tryAgain')}
        </Link>
      )}
    </main>
  );
}
