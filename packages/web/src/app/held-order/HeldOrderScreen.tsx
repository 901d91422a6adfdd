import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@fanpass/contracts';
import { AmountDue } from '../../components/AmountDue';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HoldCountdown } from '../../components/HoldCountdown';
import { PageHeader } from '../../components/PageHeader';
import { RecordMissing } from '../../components/QueryState';
import { DiscountPicker } from '../../features/orders/components/DiscountPicker';
import { getBackToUserPage, setBackToUserPage } from '../../lib/storage';
import { useHold } from '../../lib/use-hold';
import type { HeldOrderKind, HeldOrderView } from './kinds';
import '../../components/ticketing.css';
import '../../features/merch/merch.css';

/**
 * Back from an order page (spec §4, backToUserPage): reached from the payment's result, the
 * payment is behind it in history, so Back goes to the user page (Me) instead, once; else one step.
 */
function useBackFromOrder(): () => void {
  const navigate = useNavigate();
  return () => {
    if (getBackToUserPage() === '1') {
      setBackToUserPage(null);
      void navigate(ROUTES.homeUser, { replace: true });
    } else {
      void navigate(-1);
    }
  };
}

/**
 * The summary of a held order of any kind (/ticket-order, /merch-order ?orderNo=): the live hold
 * countdown, what it holds, the voucher and Fan Coin choice with the amount due, checkout and
 * cancel; once it is no longer held, the kind's ways on.
 */
export function HeldOrderScreen<V extends HeldOrderView>({ kind }: { kind: HeldOrderKind<V> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('orderNo');
  const orderNo = raw && kind.owns(raw) ? raw : null;
  const query = kind.useOrder(orderNo);
  const back = useBackFromOrder();
  const order = query.data;
  if (!order) {
    return (
      <main className="page" aria-busy={query.isPending}>
        <PageHeader title={t(kind.texts.title)} onBack={back} />
        <RecordMissing query={query} asked={orderNo !== null} notFound={t(kind.texts.notFound)} />
      </main>
    );
  }
  return (
    <Summary key={order.orderNo} kind={kind} order={order} receivedAt={query.dataUpdatedAt} refetch={query.refetch} />
  );
}

function Summary<V extends HeldOrderView>({
  kind,
  order,
  receivedAt,
  refetch,
}: {
  kind: HeldOrderKind<V>;
  order: V;
  receivedAt: number;
  refetch: () => unknown;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = kind.useCancel();
  const [confirming, setConfirming] = useState(false);
  const { left, held, lapsed } = useHold(order, receivedAt, refetch);
  const { texts, Status, Lines, Next } = kind;
  const back = useBackFromOrder();

  return (
    <main className="page order-page">
      <PageHeader title={t(texts.title)} onBack={back} />
      <Status order={order} lapsed={lapsed} />
      {held && <HoldCountdown left={left} expiresAt={order.expiresAt} texts={texts} />}
      {lapsed && (
        <p className="form-error" role="alert">
          {t(texts.expired, { minutes: order.holdMinutes })}
        </p>
      )}
      <Lines order={order} />
      <AmountDue order={order} />
      {held && <DiscountPicker orderNo={order.orderNo} onApplied={() => void refetch()} />}
      {held && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void navigate(`${ROUTES.paymentBuy}?orderNo=${order.orderNo}`)}
          >
            {t(texts.checkout)}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
          >
            {t(texts.cancel)}
          </button>
        </div>
      )}
      {confirming && held && (
        <ConfirmDialog
          title={t(texts.cancelConfirmTitle)}
          confirmLabel={t(texts.cancelConfirm)}
          cancelLabel={t(texts.cancelKeep)}
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.orderNo, { onSettled: () => setConfirming(false) })}
        >
          <p>{t(texts.cancelConfirmText)}</p>
        </ConfirmDialog>
      )}
      <Next order={order} shown={{ held, lapsed }} />
    </main>
  );
}
