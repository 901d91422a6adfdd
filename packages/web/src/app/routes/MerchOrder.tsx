import { isMerchOrderNo, type MerchOrderView, ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { RecordMissing } from '../../components/QueryState';
import { useHold } from '../../lib/use-hold';
import { useCancelMerchOrder } from '../../features/merch/api/cancel-merch-order';
import { useMerchOrder } from '../../features/merch/api/get-merch-order';
import { MerchCountdown } from '../../features/merch/components/MerchCountdown';
import { MerchOrderLines } from '../../features/merch/components/MerchOrderLines';
import { AmountDue, DiscountPicker } from '../../features/orders/components/DiscountPicker';
import { MerchStatus } from '../../features/merch/components/MerchStatus';
import '../../components/ticketing.css';
import '../../features/merch/merch.css';

/**
 * /merch-order?orderNo=: the summary with the hold countdown, delivery or pick-up, the voucher
 * (merch scope) and Fan Coin choice with the amount due, pay and cancel.
 */
export function MerchOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && isMerchOrderNo(raw) ? raw : null;
  const query = useMerchOrder(orderNo);
  const order = query.data;
  if (!order) {
    return (
      <main className="page" aria-busy={query.isPending}>
        <PageHeader title={t('merch.summaryTitle')} />
        <RecordMissing query={query} asked={orderNo !== null} notFound={t('merch.orderNotFound')} />
      </main>
    );
  }
  return <Summary key={order.orderNo} order={order} receivedAt={query.dataUpdatedAt} refetch={query.refetch} />;
}

function Summary({
  order,
  receivedAt,
  refetch,
}: {
  order: MerchOrderView;
  receivedAt: number;
  refetch: () => unknown;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelMerchOrder();
  const [confirming, setConfirming] = useState(false);
  const { left, held, lapsed } = useHold(order, receivedAt, refetch);

  return (
    <main className="page order-page">
      <PageHeader title={t('merch.summaryTitle')} />
      <MerchStatus status={lapsed ? 'expired' : order.status} />
      {held && <MerchCountdown left={left} expiresAt={order.expiresAt} />}
      {lapsed && (
        <p className="form-error" role="alert">
          {t('merch.expiredMessage', { minutes: order.holdMinutes })}
        </p>
      )}
      <MerchOrderLines order={order} />
      <AmountDue order={order} />
      {held && <DiscountPicker orderNo={order.orderNo} onApplied={() => void refetch()} />}
      {held && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void navigate(`${ROUTES.paymentBuy}?orderNo=${order.orderNo}`)}
          >
            {t('merch.checkout')}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('merch.cancel')}
          </button>
        </div>
      )}
      {confirming && held && (
        <ConfirmDialog
          title={t('merch.cancelConfirmTitle')}
          confirmLabel={t('merch.cancelConfirm')}
          cancelLabel={t('merch.cancelKeep')}
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.orderNo, { onSettled: () => setConfirming(false) })}
        >
          <p>{t('merch.cancelConfirmText')}</p>
        </ConfirmDialog>
      )}
      {!held && !lapsed && order.status !== 'cancelled' && (
        <Link
          className="button button--primary button--block"
          to={`${ROUTES.merchDetailPage}?orderNo=${order.orderNo}`}
        >
          {t('merch.viewOrder')}
        </Link>
      )}
      <Link className="button button--ghost button--block" to={ROUTES.orderMerch}>
        {t('merch.myMerch')}
      </Link>
    </main>
  );
}
