import { isOrderNo } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/http/client';
import { showErrorToast } from '../../lib/toast';
import { money } from '../../lib/format';
import { useOrder } from '../../features/orders/api/get-order';
import { HoldCountdown } from '../../features/orders/components/HoldCountdown';
import { useCountdown } from '../../lib/use-countdown';
import { useCreatePayment } from '../../features/payment/api/create-payment';
import { usePaymentMethods } from '../../features/payment/api/get-payment-methods';
import { MethodChoices, preselectedChoice } from '../../features/payment/components/MethodChoices';
import { decodeChoice } from '../../features/payment/choice';
import '../../components/ticketing.css';

/** /payment/buy?orderNo=: the payment-method page; the card form is the provider's hosted page. */
export function PaymentBuy() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && isOrderNo(raw) ? raw : null;
  const order = useOrder(orderNo);
  const methods = usePaymentMethods();
  const create = useCreatePayment();
  const [picked, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choice = picked || preselectedChoice(methods.data);

  function pay() {
    const chosen = decodeChoice(choice);
    if (!orderNo) return;
    if (!chosen) return setProblem(t('payment.chooseMethod'));
    setProblem(null);
    create.mutate(
      { orderNo, ...chosen },
      {
        onSuccess: (payment) => window.location.assign(payment.redirectUrl),
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'code') {
            setProblem(error.message);
            showErrorToast(error.message);
          }
        },
      },
    );
  }

  const data = order.data;
  const left = useCountdown(data?.status === 'held' ? order.dataUpdatedAt + data.remainingSeconds * 1000 : 0);
  return (
    <main className="page payment-page">
      <PageHeader title={t('title.paymentMethod')} />
      {data && (
        <section className="section pay-summary">
          <span className="muted small">{data.event.title}</span>
          <strong className="pay-summary__amount">{money(data.total, data.currency)}</strong>
          {data.status === 'held' && data.remainingSeconds > 0 && (
            <HoldCountdown left={left} expiresAt={data.expiresAt} />
          )}
        </section>
      )}
      {!orderNo && <p className="empty">{t('orders.notFound')}</p>}
      <MethodChoices methods={methods.data} choice={choice} onChange={setChoice} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="pay-bar">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!orderNo || create.isPending}
          onClick={pay}
        >
          {data ? t('payment.payAmount', { amount: money(data.total, data.currency) }) : t('payment.payNow')}
        </button>
      </div>
    </main>
  );
}
