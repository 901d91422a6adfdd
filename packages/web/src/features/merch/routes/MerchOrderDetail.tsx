import { isMerchOrderNo } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AmountDue } from '../../../components/AmountDue';
import { PageHeader } from '../../../components/PageHeader';
import { RecordMissing } from '../../../components/QueryState';
import { useMerchOrder } from '../api/get-merch-order';
import { MerchOrderLines } from '../components/MerchOrderLines';
import { MerchProgress } from '../components/MerchProgress';
import { MerchStatus } from '../components/MerchStatus';
import { PickupQr } from '../components/PickupQr';
import '../../../components/ticketing.css';
import '../merch.css';

/** /merch-detail?orderNo=: one merch order: progress, address or pick-up with its QR, items. */
export function MerchOrderDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && isMerchOrderNo(raw) ? raw : null;
  const query = useMerchOrder(orderNo);
  const order = query.data;
  return (
    <main className="page order-page" aria-busy={query.isPending}>
      <PageHeader title={t('merch.orderTitle')} />
      {!order ? (
        <RecordMissing query={query} asked={orderNo !== null} notFound={t('merch.orderNotFound')} />
      ) : (
        <>
          <MerchStatus status={order.status} />
          {order.pickupQr && (
            <section className="section merch-qr" aria-labelledby="pickup-qr">
              <h2 className="section__title" id="pickup-qr">
                {t('merch.pickupQrTitle')}
              </h2>
              <PickupQr
                orderNo={order.orderNo}
                initial={order.pickupQr}
                label={t('merch.pickupQrLabel', { orderNo: order.orderNo })}
              />
              <p className="muted small">{t('merch.pickupQrHint')}</p>
            </section>
          )}
          <MerchProgress order={order} />
          <MerchOrderLines order={order} />
          <AmountDue order={order} paid={order.paidAt !== null} />
        </>
      )}
    </main>
  );
}
