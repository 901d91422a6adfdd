import { ROUTES, type PaymentType } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PayBar } from '../../features/payment/components/PayBar';
import { idParam, money } from '../../lib/format';
import { ApiError } from '../../lib/http/client';
import { usePaymentMethods } from '../../features/payment/api/get-payment-methods';
import { MethodOption } from '../../features/payment/components/MethodOption';
import { PaymentLogo } from '../../features/payment/components/PaymentLogo';
import { useWalletInfo } from '../../features/wallet/api/get-wallet-info';
import { useRecharge } from '../../features/wallet/api/recharge';
import '../../components/ticketing.css';
import '../../features/wallet/components/wallet.css';

/**
 * /payment/addCard?amount=: a deposit with a new card. The fan picks the card type here (spec §5:
 * a card type must be selected); the number, expiry and CVC go to the provider's secure page,
 * which also offers to remember the card. Coming back, the rechargeResult guard steps back over
 * this page too (isNewCard=1: 3 steps) to the deposit page.
 */
export function PaymentAddCard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const amount = idParam(params.get('amount'));
  const methods = usePaymentMethods();
  const info = useWalletInfo();
  const recharge = useRecharge();
  const [type, setType] = useState<PaymentType | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const cardTypes = methods.data?.methods.find((m) => m.method === 'card')?.paymentTypes ?? [];
  const currency = info.data?.currency ?? '';

  function submit() {
    if (amount === null) return setProblem(t('wallet.amountPositive'));
    if (!type) return setProblem(t('wallet.cardTypeRequired'));
    setProblem(null);
    recharge.mutate(
      { amount, method: 'card', paymentType: type },
      {
        onSuccess: (created) => window.location.assign(created.redirectUrl),
        onError: (error) => {
          if (error instanceof ApiError) setProblem(error.message);
        },
      },
    );
  }

  return (
    <main className="page recharge-page">
      <PageHeader title={t('title.addCard')} />
      {amount !== null && info.data && (
        <section className="section pay-summary">
          <span className="muted small">{t('wallet.topUpTitle')}</span>
          <strong className="pay-summary__amount">{money(amount, currency)}</strong>
        </section>
      )}
      {amount === null && (
        <p className="form-error" role="alert">
          {t('wallet.amountPositive')} <Link to={ROUTES.paymentRecharge}>{t('wallet.chooseAmount')}</Link>
        </p>
      )}
      <fieldset className="section methods">
        <legend className="section__title">{t('wallet.cardType')}</legend>
        {cardTypes.map((cardType) => (
          <MethodOption
            key={cardType}
            name="cardType"
            value={cardType}
            checked={type === cardType}
            onChange={(value) => setType(value as PaymentType)}
            logos={<PaymentLogo type={cardType} />}
          >
            {t(`payment.type.${cardType}`)}
          </MethodOption>
        ))}
      </fieldset>
      <section className="section">
        <p className="muted small">{t('payment.newCardHint')}</p>
        <p className="muted small">{t('wallet.rememberCardHint')}</p>
      </section>
      <PayBar
        problem={problem}
        label={t('wallet.continueToCard')}
        disabled={recharge.isPending || amount === null}
        onPay={submit}
      />
    </main>
  );
}
