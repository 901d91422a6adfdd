import {
  type CheckoutView,
  isCheckoutNo,
  isMerchOrderNo,
  isOrderNo,
  type MerchOrderView,
  type OrderView,
  type PaymentResultView,
  ROUTES,
} from '@fanpass/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AmountDue } from '../../components/AmountDue';
import type { HoldTexts } from '../../components/HoldCountdown';
import { useCancelMerchOrder } from '../../features/merch/api/cancel-merch-order';
import { useMerchOrder } from '../../features/merch/api/get-merch-order';
import { MerchOrderLines } from '../../features/merch/components/MerchOrderLines';
import { MerchStatus } from '../../features/merch/components/MerchStatus';
import { useCancelOrder } from '../../features/orders/api/cancel-order';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderLines } from '../../features/orders/components/OrderLines';
import { ReceiptSummary } from '../../features/payment/components/ReceiptSummary';
import { useCancelCheckout, useCheckout } from '../../features/checkout/api/checkout';
import { CheckoutLines } from '../checkout/CheckoutLines';

/** What every held order's screens read of it (a ticket or a merch order). */
export type HeldOrderView = OrderView | MerchOrderView | CheckoutView;

/** Where an order stands on its summary: held (pay, cancel), lapsed here or on the server. */
export interface HoldShown {
  held: boolean;
  lapsed: boolean;
}

/**
 * A kind of held order as the order, payment and result screens show it: its fetch, its cancel,
 * its texts and its own pieces (lines, status, the ways on). The screens are one implementation
 * (HeldOrderScreen, PaymentBuy, PaymentResult) over these.
 */
export interface HeldOrderKind<V extends HeldOrderView> {
  name: 'ticket' | 'merch' | 'checkout';
  owns(orderNo: string): boolean;
  /** The order (null: none asked for); each kind's is one query, so kinds swap without remounting. */
  useOrder(orderNo: string | null): UseQueryResult<V>;
  useCancel(): UseMutationResult<V, Error, string>;
  texts: HoldTexts & {
    title: string;
    notFound: string;
    /** Takes {{minutes}}. */
    expired: string;
    checkout: string;
    cancel: string;
    cancelConfirmTitle: string;
    cancelConfirm: string;
    cancelKeep: string;
    cancelConfirmText: string;
  };
  Status: ComponentType<{ order: V; lapsed: boolean }>;
  Lines: ComponentType<{ order: V }>;
  /** The ways on from its summary once it is no longer held (or lapsed). */
  Next: ComponentType<{ order: V; shown: HoldShown }>;
  /** What a payment of it pays for, as the payment page names it. */
  payingFor(order: V): string;
  /** Its page as it is now: the summary while held, else its details. */
  page(order: Pick<V, 'orderNo' | 'status'>): string;
  /** The result page once paid: the order (when read) and the payment's result. */
  Paid: ComponentType<{ order: V | undefined; result: PaymentResultView }>;
}

function TicketStatus({ order, lapsed }: { order: OrderView; lapsed: boolean }) {
  const { t } = useTranslation();
  const status = lapsed ? 'expired' : order.status;
  return <p className={`order-status order-status--${status}`}>{t(`orders.status.${status}`)}</p>;
}

function TicketNext({ order, shown }: { order: OrderView; shown: HoldShown }) {
  const { t } = useTranslation();
  if (order.status === 'paid') {
    return (
      <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
        {t('orders.viewTickets')}
      </Link>
    );
  }
  if (shown.lapsed || order.status === 'cancelled') {
    return (
      <Link className="button button--primary button--block" to={`${ROUTES.ticketChoose}?id=${order.event.id}`}>
        {t('orders.tryAgain')}
      </Link>
    );
  }
  return null;
}

function TicketPaid({ result }: { order: OrderView | undefined; result: PaymentResultView }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('payment.ticketOrderConfirmed')}</h2>
      <p>{t('payment.ticketsIssued', { count: result.tickets.length })}</p>
      {result.receipt && <ReceiptSummary receipt={result.receipt} />}
      <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
        {t('orders.viewTickets')}
      </Link>
    </>
  );
}

export const TICKET_ORDER: HeldOrderKind<OrderView> = {
  name: 'ticket',
  owns: isOrderNo,
  useOrder,
  useCancel: useCancelOrder,
  texts: {
    title: 'orders.summaryTitle',
    notFound: 'orders.notFound',
    expired: 'orders.expiredMessage',
    checkout: 'orders.checkout',
    cancel: 'orders.cancel',
    cancelConfirmTitle: 'orders.cancelConfirmTitle',
    cancelConfirm: 'orders.cancelConfirm',
    cancelKeep: 'orders.cancelKeep',
    cancelConfirmText: 'orders.cancelConfirmText',
    payBefore: 'orders.payBefore',
    oneMinuteLeft: 'orders.oneMinuteLeft',
  },
  Status: TicketStatus,
  Lines: OrderLines,
  Next: TicketNext,
  payingFor: (order) => order.event.title,
  page: (order) => `${ROUTES.ticketOrder}?orderNo=${order.orderNo}`,
  Paid: TicketPaid,
};

function MerchOrderStatus({ order, lapsed }: { order: MerchOrderView; lapsed: boolean }) {
  return <MerchStatus status={lapsed ? 'expired' : order.status} />;
}

function MerchNext({ order, shown }: { order: MerchOrderView; shown: HoldShown }) {
  const { t } = useTranslation();
  return (
    <>
      {!shown.held && !shown.lapsed && order.status !== 'cancelled' && (
        <Link className="button button--primary button--block" to={MERCH_ORDER.page(order)}>
          {t('merch.viewOrder')}
        </Link>
      )}
      <Link className="button button--ghost button--block" to={ROUTES.orderMerch}>
        {t('merch.myMerch')}
      </Link>
    </>
  );
}

/** The merch order just paid: its lines, how it reaches the fan, and what was paid. */
function MerchPaid({ order, result }: { order: MerchOrderView | undefined; result: PaymentResultView }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('title.merchOrder')}</h2>
      {order && (
        <div className="result__order" data-testid="paid-order">
          <MerchOrderLines order={order} />
          <AmountDue order={order} paid />
        </div>
      )}
      <Link className="button button--primary button--block" to={`${ROUTES.merchDetailPage}?orderNo=${result.orderNo}`}>
        {t('merch.viewOrder')}
      </Link>
      <Link className="button button--ghost button--block" to={ROUTES.orderMerch}>
        {t('merch.myMerch')}
      </Link>
    </>
  );
}

export const MERCH_ORDER: HeldOrderKind<MerchOrderView> = {
  name: 'merch',
  owns: isMerchOrderNo,
  useOrder: useMerchOrder,
  useCancel: useCancelMerchOrder,
  texts: {
    title: 'merch.summaryTitle',
    notFound: 'merch.orderNotFound',
    expired: 'merch.expiredMessage',
    checkout: 'merch.checkout',
    cancel: 'merch.cancel',
    cancelConfirmTitle: 'merch.cancelConfirmTitle',
    cancelConfirm: 'merch.cancelConfirm',
    cancelKeep: 'merch.cancelKeep',
    cancelConfirmText: 'merch.cancelConfirmText',
    payBefore: 'merch.payBefore',
    oneMinuteLeft: 'merch.oneMinuteLeft',
  },
  Status: MerchOrderStatus,
  Lines: MerchOrderLines,
  Next: MerchNext,
  payingFor: (order) => order.items.map((i) => `${i.name} (${i.variantLabel}) × ${i.quantity}`).join(', '),
  page: (order) => `${order.status === 'held' ? ROUTES.merchOrder : ROUTES.merchDetailPage}?orderNo=${order.orderNo}`,
  Paid: MerchPaid,
};

function CheckoutStatus({ order, lapsed }: { order: CheckoutView; lapsed: boolean }) {
  const { t } = useTranslation();
  const status = lapsed ? 'expired' : order.status;
  return <p className={`order-status order-status--${status}`}>{t(`orders.status.${status}`)}</p>;
}

/** Where a paid checkout's parts are: My Tickets and My Merch. */
function CheckoutWaysOn({ order }: { order: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <>
      {order.tickets && (
        <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
          {t('orders.viewTickets')}
        </Link>
      )}
      {order.merch && (
        <Link className="button button--ghost button--block" to={ROUTES.orderMerch}>
          {t('merch.myMerch')}
        </Link>
      )}
    </>
  );
}

function CheckoutNext({ order, shown }: { order: CheckoutView; shown: HoldShown }) {
  const { t } = useTranslation();
  if (order.status === 'paid') return <CheckoutWaysOn order={order} />;
  if (shown.lapsed || order.status === 'cancelled') {
    return (
      <Link className="button button--primary button--block" to={`${ROUTES.ticketChoose}?id=${order.eventId}`}>
        {t('orders.tryAgain')}
      </Link>
    );
  }
  return null;
}

/** The checkout just paid: both parts, what was paid, and where each part lives now. */
function CheckoutPaid({ order, result }: { order: CheckoutView | undefined; result: PaymentResultView }) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('checkout.confirmed')}</h2>
      {order && (
        <div className="result__order" data-testid="paid-order">
          <CheckoutLines order={order} />
          <AmountDue order={order} paid />
        </div>
      )}
      {result.receipt && <ReceiptSummary receipt={result.receipt} />}
      {order && <CheckoutWaysOn order={order} />}
    </>
  );
}

export const CHECKOUT: HeldOrderKind<CheckoutView> = {
  name: 'checkout',
  owns: isCheckoutNo,
  useOrder: useCheckout,
  useCancel: useCancelCheckout,
  texts: {
    title: 'checkout.title',
    notFound: 'orders.notFound',
    expired: 'orders.expiredMessage',
    checkout: 'orders.checkout',
    cancel: 'orders.cancel',
    cancelConfirmTitle: 'orders.cancelConfirmTitle',
    cancelConfirm: 'orders.cancelConfirm',
    cancelKeep: 'orders.cancelKeep',
    cancelConfirmText: 'checkout.cancelConfirmText',
    payBefore: 'orders.payBefore',
    oneMinuteLeft: 'orders.oneMinuteLeft',
  },
  Status: CheckoutStatus,
  Lines: CheckoutLines,
  Next: CheckoutNext,
  payingFor: (order) =>
    [
      order.tickets?.event.title,
      ...(order.merch?.items.map((i) => `${i.name} (${i.variantLabel}) × ${i.quantity}`) ?? []),
    ]
      .filter(Boolean)
      .join(', '),
  page: (order) => `${ROUTES.ticketOrder}?orderNo=${order.orderNo}`,
  Paid: CheckoutPaid,
};

/** The kind of an order number: a checkout's (C…), a merch order's (M…), else a ticket order's (T…, or none). */
export function heldOrderKindOf(orderNo: string | null): 'ticket' | 'merch' | 'checkout' {
  if (orderNo !== null && CHECKOUT.owns(orderNo)) return 'checkout';
  return orderNo !== null && MERCH_ORDER.owns(orderNo) ? 'merch' : 'ticket';
}
