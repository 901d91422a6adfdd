import { isMerchOrderNo, isOrderNo } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/http/client';
import { showErrorToast } from '../../lib/toast';
import { money } from '../../lib/format';
import { useOrder } from '../../features/orders/api/get-order';
import { useMerchOrder } from '../../features/merch/api/get-merch-order';
import { HoldCountdown } from '../../features/orders/components/HoldCountdown';
import { useCountdown } from '../../lib/use-countdown';
import { useCreatePayment } from '../../features/payment/api/create-payment';
import { usePaymentMethods } from '../../features/payment/api/get-payment-methods';
import { MethodOption } from '../../features/payment/components/MethodOption';
import { PaymentLogo } from '../../features/payment/components/PaymentLogo';
import { brandType, decodeChoice, encodeChoice } from '../../features/payment/choice';
import '../../components/ticketing.css';

/** /payment/buy?orderNo=: the payment-method page; the card form is the provider's hosted page. */
export function PaymentBuy() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  // A ticket order or a merch order: both are paid here (the server finds the purpose by the prefix).
  const merch = raw !== null && isMerchOrderNo(raw);
  const orderNo = raw && (isOrderNo(raw) || merch) ? raw : null;
  const ticketOrder = useOrder(merch ? null : orderNo);
  const merchOrder = useMerchOrder(merch ? orderNo : null);
  const order = merch ? merchOrder : ticketOrder;
  const methods = usePaymentMethods();
  const create = useCreatePayment();
  const [picked, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The fan's saved card is the likely choice: preselected until they pick another.
  const firstSaved = methods.data?.savedCards[0];
  const choice =
    picked ||
    (firstSaved
      ? encodeChoice({ method: 'card', paymentType: brandType(firstSaved.brand), savedCardId: firstSaved.id })
      : '');

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
  const card = methods.data?.methods.find((m) => m.method === 'card');
  const provider = methods.data?.methods.find((m) => m.method === 'provider');
  const newCard = card?.paymentTypes[0] ? encodeChoice({ method: 'card', paymentType: card.paymentTypes[0] }) : '';
  return (
    <main className="page payment-page">
      <PageHeader title={t('title.paymentMethod')} />
      {data && (
        <section className="section pay-summary">
          <span className="muted small">
            {data.event?.title ?? (merchOrder.data?.items.map((i) => i.name).join(', ') || '')}
          </span>
          <strong className="pay-summary__amount">{money(data.total, data.currency)}</strong>
          {data.status === 'held' && data.remainingSeconds > 0 && (
            <HoldCountdown left={left} expiresAt={data.expiresAt} />
          )}
        </section>
      )}
      {!orderNo && <p className="empty">{t('orders.notFound')}</p>}
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.savedCards')}</legend>
        {methods.data?.savedCards.length ? (
          methods.data.savedCards.map((c) => {
            const value = encodeChoice({ method: 'card', paymentType: brandType(c.brand), savedCardId: c.id });
            return (
              <MethodOption
                key={c.id}
                name="method"
                value={value}
                checked={choice === value}
                onChange={setChoice}
                logos={<PaymentLogo type={brandType(c.brand)} />}
              >
                {t('payment.savedCard', {
                  brand: t(`payment.type.${brandType(c.brand)}`),
                  last4: c.last4,
                  exp: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}`,
                })}
              </MethodOption>
            );
          })
        ) : (
          <p className="muted small">{t('payment.noSavedCards')}</p>
        )}
      </fieldset>
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.cardTitle')}</legend>
        <p className="muted small">{t('payment.newCardHint')}</p>
        {card && card.paymentTypes.length > 0 && (
          // One choice for every brand: the provider's page tells the brand from the card number.
          <MethodOption
            name="method"
            value={newCard}
            checked={choice === newCard}
            onChange={setChoice}
            logos={card.paymentTypes.map((type) => (
              <PaymentLogo key={type} type={type} />
            ))}
          >
            {t('payment.newCard')}
          </MethodOption>
        )}
      </fieldset>
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.otherMethods')}</legend>
        {provider?.paymentTypes.map((type) => {
          const value = encodeChoice({ method: 'provider', paymentType: type });
          return (
            <MethodOption
              key={type}
              name="method"
              value={value}
              checked={choice === value}
              onChange={setChoice}
              logos={<PaymentLogo type={type} />}
            >
              {t(`payment.type.${type}`)}
            </MethodOption>
          );
        })}
      </fieldset>
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
