import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PayBar } from '../../features/payment/components/PayBar';
import { ApiError } from '../../lib/http/client';
import { showErrorToast } from '../../lib/toast';
import { money } from '../../lib/format';
import { HoldCountdown } from '../../components/HoldCountdown';
import { useHold } from '../../lib/use-hold';
import { useCreatePayment } from '../../features/payment/api/create-payment';
import { usePaymentMethods } from '../../features/payment/api/get-payment-methods';
import { MethodChoices, preselectedChoice } from '../../features/payment/components/MethodChoices';
import { MethodOption } from '../../features/payment/components/MethodOption';
import { decodeChoice } from '../../features/payment/choice';
import { WalletPaySheet, type WalletPayFailure } from './WalletPaySheet';
import {
  type HeldOrderKind,
  type HeldOrderView,
  CHECKOUT,
  MERCH_ORDER,
  TICKET_ORDER,
  heldOrderKindOf,
} from '../held-order/kinds';
import '../../components/ticketing.css';
import '../../features/wallet/components/wallet.css';

/** The radio value of 'My wallet' (the provider's choices are encoded by choice.ts). */
const WALLET = 'wallet';

/** Before the order has loaded: nothing held, nothing lapsed. */
const NOT_LOADED = { status: '', remainingSeconds: 0 };

/** Why an order can no longer be paid, or null while it is held (a ticket or a merch order). */
function closedReason(status: string, lapsed: boolean): 'expired' | 'cancelled' | 'paid' | null {
  if (lapsed || status === 'expired') return 'expired';
  if (status === 'cancelled' || status === 'refunded') return 'cancelled';
  if (status === '' || status === 'held') return null;
  // paid, and a merch order's later steps (shipped, delivered, collected).
  return 'paid';
}

/**
 * /payment/buy?orderNo=: the payment-method page. My wallet (with its balance; the payment
 * password sheet, or the way to top up when the balance is short), or the provider's methods,
 * whose card form is the provider's hosted page. The amount is the order's amount due (after
 * its voucher and Fan Coin). An order that can no longer be paid (its hold ran out, it was
 * cancelled or refunded, or it is paid) says so up front, with the way to the order, and offers no
 * way to pay; the server refuses such a payment anyway.
 */
export function PaymentBuy() {
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  // A ticket order or a merch order: both are paid here (the server finds the purpose by the prefix).
  const kind = heldOrderKindOf(raw);
  if (kind === 'checkout') return <PayFor key="checkout" kind={CHECKOUT} raw={raw} />;
  return kind === 'merch' ? (
    <PayFor key="merch" kind={MERCH_ORDER} raw={raw} />
  ) : (
    <PayFor key="ticket" kind={TICKET_ORDER} raw={raw} />
  );
}

function PayFor<V extends HeldOrderView>({ kind, raw }: { kind: HeldOrderKind<V>; raw: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderNo = raw && kind.owns(raw) ? raw : null;
  const order = kind.useOrder(orderNo);
  const methods = usePaymentMethods();
  const create = useCreatePayment();
  const [picked, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [sheet, setSheet] = useState(false);
  const choice = picked || preselectedChoice(methods.data);
  const data = order.data;
  // What is charged: the order's total less its voucher and Fan Coin.
  const amountDue = data ? data.amountDue : 0;
  const due = data ? money(amountDue, data.currency) : '';
  // 'My wallet' as GET /payment/methods offers it (null when it is not offered).
  const wallet = methods.data?.wallet ?? null;
  const walletShort = Boolean(data && wallet && wallet.balance < amountDue);
  const hold = useHold(data ?? NOT_LOADED, order.dataUpdatedAt, order.refetch);
  const closed = data ? closedReason(data.status, hold.lapsed) : null;
  const orderPage = data ? kind.page(data) : '';

  function choose(value: string) {
    setChoice(value);
    setShort(false);
    setProblem(null);
  }

  function pay() {
    if (!orderNo) return;
    if (choice === WALLET) {
      setProblem(null);
      if (walletShort) return setShort(true);
      return setSheet(true);
    }
    const chosen = decodeChoice(choice);
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

  function walletFailed(failure: WalletPayFailure) {
    setSheet(false);
    if (failure.kind === 'insufficient') {
      setShort(true);
      void methods.refetch();
    } else {
      setProblem(failure.message);
    }
  }

  return (
    <main className="page payment-page">
      <PageHeader title={t('title.paymentMethod')} />
      {data && (
        <section className="section pay-summary">
          <span className="muted small" data-testid="paying-for">
            {kind.payingFor(data)}
          </span>
          <strong className="pay-summary__amount">{due}</strong>
          {amountDue !== data.total && (
            <span className="muted small">
              {t('payment.afterDiscount', { total: money(data.total, data.currency) })}
            </span>
          )}
          {hold.held && data.remainingSeconds > 0 && (
            <HoldCountdown left={hold.left} expiresAt={data.expiresAt} texts={kind.texts} />
          )}
        </section>
      )}
      {!orderNo && <p className="empty">{t('orders.notFound')}</p>}
      {data && closed && (
        <div className="callout" data-testid="order-not-payable">
          <p className="form-error" role="alert">
            {closed === 'expired'
              ? t(kind.texts.expired, { minutes: data.holdMinutes })
              : t(closed === 'paid' ? 'payment.orderPaid' : 'payment.orderClosed')}
          </p>
          <Link className="button button--primary button--block" to={orderPage}>
            {t('payment.viewOrder')}
          </Link>
        </div>
      )}
      {!closed && (
        <>
          {wallet && (
            <fieldset className="section methods">
              <legend className="section__title">{t('payment.fanPay')}</legend>
              <MethodOption name="method" value={WALLET} checked={choice === WALLET} onChange={choose}>
                {t('payment.myWallet')}
                <span className="muted small method__note">
                  {t('payment.walletBalance', { amount: money(wallet.balance, wallet.currency) })}
                </span>
              </MethodOption>
            </fieldset>
          )}
          <MethodChoices methods={methods.data} choice={choice} onChange={choose} />
          {short && (
            <div className="callout" role="alert" data-testid="wallet-insufficient">
              <p>{t('payment.walletInsufficient')}</p>
              <Link className="button button--primary button--block" to={ROUTES.paymentRecharge}>
                {t('payment.topUpWallet')}
              </Link>
            </div>
          )}
          <PayBar
            problem={problem}
            label={data ? t('payment.payAmount', { amount: due }) : t('payment.payNow')}
            disabled={!orderNo || create.isPending}
            onPay={pay}
          />
        </>
      )}
      {sheet && orderNo && wallet && !closed && (
        <WalletPaySheet
          orderNo={orderNo}
          amount={due}
          passwordSet={wallet.payPasswordSetUp === 1}
          onPaid={() => void navigate(`${ROUTES.paymentResult}?orderNo=${orderNo}`, { replace: true })}
          onFailed={walletFailed}
          onClose={() => setSheet(false)}
        />
      )}
    </main>
  );
}
