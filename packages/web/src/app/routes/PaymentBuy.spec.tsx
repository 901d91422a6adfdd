import type { MerchOrderView, OrderView, PaymentMethodsView } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchOrderQueryKey } from '../../features/merch/api/get-merch-order';
import { orderQueryKey } from '../../features/orders/api/get-order';
import { paymentMethodsQueryOptions } from '../../features/payment/api/get-payment-methods';
import { PaymentBuy } from './PaymentBuy';

const TICKET_ORDER = 'T0123456789ABCDEF';
const MERCH_ORDER = 'M0123456789ABCDEF';

const METHODS: PaymentMethodsView = {
  methods: [{ method: 'card', paymentTypes: ['visa', 'master'] }],
  paymentTypes: ['visa', 'master'],
  savedCards: [],
  wallet: { balance: 500_000, currency: 'VND', payPasswordSetUp: 1 },
} as PaymentMethodsView;

function ticketOrder(status: OrderView['status'], remainingSeconds = 0): OrderView {
  return {
    orderNo: TICKET_ORDER,
    status,
    event: { id: 7, title: 'Summer Live Concert' },
    total: 90_000,
    amountDue: 90_000,
    currency: 'VND',
    holdMinutes: 15,
    expiresAt: Date.now() + remainingSeconds * 1000,
    remainingSeconds,
  } as OrderView;
}

/** The payment page with the order and the methods already answered (nothing more arrives). */
function payFor(orderNo: string, order: OrderView | MerchOrderView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = orderNo === MERCH_ORDER ? merchOrderQueryKey(orderNo) : orderQueryKey(orderNo);
  client.setQueryData(key, order);
  client.setQueryData(paymentMethodsQueryOptions().queryKey, METHODS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/buy?orderNo=${orderNo}`]}>
        <PaymentBuy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the payment page of an order', () => {
  beforeEach(() => {
    // The refetch on mount never answers: the page shows what was set above.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers the ways to pay while the seats are held', () => {
    payFor(TICKET_ORDER, ticketOrder('held', 600));
    expect(screen.getByRole('button', { name: /^Pay / }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('radio', { name: /My wallet/ })).not.toBeNull();
    expect(screen.queryByTestId('order-not-payable')).toBeNull();
  });

  it.each([
    ['cancelled', 'This order was cancelled or refunded, so it can no longer be paid.'],
    ['refunded', 'This order was cancelled or refunded, so it can no longer be paid.'],
    ['paid', 'This order is already paid.'],
    ['expired', 'Oops! An order is only secured for 15 minutes, please try again.'],
  ] as const)(
    'of a %s ticket order says why it cannot be paid, up front, and offers no way to pay',
    (status, message) => {
      payFor(TICKET_ORDER, ticketOrder(status));
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
        `/ticket-order?orderNo=${TICKET_ORDER}`,
      );
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(screen.queryAllByRole('radio')).toHaveLength(0);
    },
  );

  it('of a held order whose time is up (the server has not closed it yet) says the hold ran out', () => {
    payFor(TICKET_ORDER, ticketOrder('held', 0));
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops! An order is only secured for 15 minutes, please try again.',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('of a shipped merch order says it is paid and leads to the order’s details', () => {
    const merch = { ...ticketOrder('paid'), orderNo: MERCH_ORDER, status: 'shipped', event: undefined, items: [] };
    payFor(MERCH_ORDER, merch as unknown as MerchOrderView);
    expect(screen.getByRole('alert').textContent).toBe('This order is already paid.');
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      `/merch-detail?orderNo=${MERCH_ORDER}`,
    );
  });
});
