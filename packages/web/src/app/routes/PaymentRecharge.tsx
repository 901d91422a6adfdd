import { ROUTES } from '@fanpass/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PayBar } from '../../features/payment/components/PayBar';
import { money } from '../../lib/format';
import { ApiError } from '../../lib/http/client';
import { usePaymentMethods } from '../../features/payment/api/get-payment-methods';
import { decodeChoice } from '../../features/payment/choice';
import { MethodChoices, newCardChoice, preselectedChoice } from '../../features/payment/components/MethodChoices';
import { useWalletInfo } from '../../features/wallet/api/get-wallet-info';
import { useRecharge } from '../../features/wallet/api/recharge';
import { RechargeResultPanel } from '../../features/wallet/components/RechargeResultPanel';
import { useRechargeFlag } from '../../features/wallet/hooks/use-recharge-flag';
import { amountProblemText, amountText, checkDeposit } from '../../features/wallet/lib/amount';
import '../../components/ticketing.css';
import '../../features/wallet/components/wallet.css';

/**
 * /payment/recharge: the payment-method page for a deposit (spec §2). An amount (a preset or the
 * fan's own), then a remembered card, a new card (via /payment/addCard, so the rechargeResult
 * guard goes back 3 steps) or another method; the provider's page takes the money. Back here from
 * the provider (the guard's wallet-recharge-result), the page shows what became of the top-up.
 */
export function PaymentRecharge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const toppedUp = useRechargeFlag();
  const [announced, setAnnounced] = useState(toppedUp);
  const info = useWalletInfo();
  const methods = usePaymentMethods();
  const recharge = useRecharge();
  const amountId = useId();
  const [text, setText] = useState(params.get('amount') ?? '');
  const [picked, setChoice] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choice = picked || preselectedChoice(methods.data);
  const currency = info.data?.currency ?? '';
  const checked = checkDeposit(text, info.data?.topUp);

  if (announced) {
    return (
      <main className="page recharge-page">
        <PageHeader title={t('wallet.topUpTitle')} />
        <RechargeResultPanel orderNo={announced} returned onTopUpAgain={() => setAnnounced(null)} />
      </main>
    );
  }

  function setAmount(next: string) {
    setText(next);
    setAmountError(null);
    // Kept in the address so Back from the card step or the provider finds the amount again.
    setParams(next ? { amount: next } : {}, { replace: true });
  }

  function submit() {
    if (!('amount' in checked)) return setAmountError(amountProblemText(checked, currency, t));
    const chosen = decodeChoice(choice);
    if (!chosen) return setProblem(t('payment.chooseMethod'));
    setProblem(null);
    if (choice === newCardChoice(methods.data)) {
      void navigate(`${ROUTES.paymentAddCard}?amount=${checked.amount}`);
      return;
    }
    recharge.mutate(
      { amount: checked.amount, ...chosen },
      {
        onSuccess: (created) => window.location.assign(created.redirectUrl),
        onError: (error) => {
          if (error instanceof ApiError) setProblem(error.message);
        },
      },
    );
  }

  const presets = info.data?.topUp.presets ?? [];
  return (
    <main className="page recharge-page">
      <PageHeader title={t('wallet.topUpTitle')} />
      <div className="recharge-grid">
        <section className="section" aria-labelledby={`${amountId}-title`}>
          <h2 id={`${amountId}-title`} className="section__title">
            {t('wallet.depositAmount')}
          </h2>
          {info.data && (
            <p className="muted small">
              {t('wallet.balanceNow', { amount: money(info.data.balance, info.data.currency) })}
            </p>
          )}
          <div className="amount-presets" role="group" aria-label={t('wallet.presets')}>
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="amount-preset"
                aria-pressed={'amount' in checked && checked.amount === preset}
                onClick={() => setAmount(amountText(preset))}
              >
                {money(preset, currency)}
              </button>
            ))}
          </div>
          <div className="field amount-field">
            <label htmlFor={amountId}>{t('wallet.customAmount', { currency })}</label>
            <input
              id={amountId}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              placeholder={t('wallet.amountPlaceholder')}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${amountId}-error` : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
            {amountError && (
              <p id={`${amountId}-error`} className="form-error" role="alert">
                {amountError}
              </p>
            )}
          </div>
          {info.data && (
            <p className="muted small">
              {t('wallet.limits', {
                max: money(info.data.topUp.max, currency),
                left: money(info.data.topUp.todayLeft, currency),
              })}
            </p>
          )}
        </section>
        <div>
          <MethodChoices methods={methods.data} choice={choice} onChange={setChoice} />
        </div>
      </div>
      <PayBar
        problem={problem}
        label={
          'amount' in checked ? t('wallet.topUpAmount', { amount: money(checked.amount, currency) }) : t('wallet.topUp')
        }
        disabled={recharge.isPending}
        onPay={submit}
      />
    </main>
  );
}
