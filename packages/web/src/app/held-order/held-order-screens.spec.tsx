import type { MerchOrderView, OrderView, PaymentMethodsView, PaymentResultView } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchOrderQueryKey } from '../../features/merch/api/get-merch-order';
import { orderQueryKey } from '../../features/orders/api/get-order';
import { paymentMethodsQueryOptions } from '../../features/payment/api/get-payment-methods';
import { paymentResultQueryOptions } from '../../features/payment/api/get-payment-result';
import { PaymentBuy } from '../routes/PaymentBuy';
import { PaymentResult } from '../routes/PaymentResult';
import { MerchOrder, TicketOrder } from './routes';

const TICKET_NO = 'T0123456789ABCDEF';
const MERCH_NO = 'M0123456789ABCDEF';

const ticket = {
  orderNo: TICKET_NO,
  status: 'held',
  source: 'direct',
  event: {
    id: 7,
    title: 'Summer Live Concert',
    venue: 'Galaxy Arena',
    location: 'Macau',
    startsAt: 0,
    endsAt: 0,
    images: [],
    timeZone: 'Asia/Macau',
  },
  items: [{ ticketTypeId: 1, name: 'Section A', quantity: 2, unitPrice: 150_00, subtotal: 300_00 }],
  quantity: 2,
  total: 300_00,
  currency: 'MOP',
  holdMinutes: 10,
  expiresAt: Date.now() + 600_000,
  remainingSeconds: 600,
  paidAt: null,
  createdAt: 0,
  attendees: [],
  voucherId: null,
  voucherDiscount: 0,
  fanCoinUsed: 0,
  fanCoinDiscount: 0,
  amountDue: 300_00,
} as OrderView;

/** A merch order for 2 T-shirts (700.00) lowered by a voucher (50.00) and 20 Fan Coin (20.00). */
const merch = {
  orderNo: MERCH_NO,
  status: 'held',
  fulfilment: 'delivery',
  event: { id: 7, slug: 'summer', title: 'Summer Live Concert' },
  items: [
    {
      productId: 1,
      variantId: 2,
      name: 'Summer Live Tour T-shirt',
      variantLabel: 'M',
      image: null,
      quantity: 2,
      unitPrice: 350_00,
      subtotal: 700_00,
    },
  ],
  quantity: 2,
  total: 700_00,
  currency: 'MOP',
  holdMinutes: 10,
  expiresAt: Date.now() + 600_000,
  remainingSeconds: 600,
  paidAt: null,
  createdAt: 0,
  address: {
    recipient: 'Chan Tai Man',
    areaCode: '853',
    phone: '66123456',
    country: 'MO',
    region: '',
    line1: 'Rua de Evora 12',
    line2: '',
    postcode: '',
  },
  pickupDate: null,
  pickupPlace: null,
  carrier: null,
  trackingNo: null,
  collectedAt: null,
  progress: [],
  pickupQr: null,
  voucherId: 3,
  voucherDiscount: 50_00,
  fanCoinUsed: 20,
  fanCoinDiscount: 20_00,
  amountDue: 630_00,
} as unknown as MerchOrderView;

const METHODS = {
  methods: [{ method: 'card', paymentTypes: ['visa'] }],
  paymentTypes: ['visa'],
  savedCards: [],
  wallet: { balance: 5_000_00, currency: 'MOP', payPasswordSetUp: 1 },
} as unknown as PaymentMethodsView;

/** A screen with its answers already in the cache (the refetch on mount never answers). */
function show(path: string, screenNode: ReactNode, seed: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{screenNode}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the held-order screens, one implementation for tickets and merch', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a ticket order summary shows the event, its seats, the countdown of the seats and checkout', () => {
    show(`/ticket-order?orderNo=${TICKET_NO}`, <TicketOrder />, (c) =>
      c.setQueryData(orderQueryKey(TICKET_NO), ticket),
    );
    expect(screen.getByRole('heading', { name: 'Order summary' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Summer Live Concert' })).not.toBeNull();
    expect(screen.getByText('Section A × 2')).not.toBeNull();
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/^(09:5\d|10:00)$/);
    expect(screen.getByText(/^Your seats are held until /)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).not.toBeNull();
  });

  it('a merch order summary shows its items, the address, the countdown of the items and what is due', () => {
    show(`/merch-order?orderNo=${MERCH_NO}`, <MerchOrder />, (c) =>
      c.setQueryData(merchOrderQueryKey(MERCH_NO), merch),
    );
    expect(screen.getByRole('heading', { name: 'Merch order summary' })).not.toBeNull();
    expect(screen.getByText('Summer Live Tour T-shirt')).not.toBeNull();
    expect(screen.getByText('Chan Tai Man')).not.toBeNull();
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/^(09:5\d|10:00)$/);
    expect(screen.getByText(/^Your items are held until /)).not.toBeNull();
    const due = within(screen.getByTestId('amount-due'));
    expect(due.getByText('Amount due')).not.toBeNull();
    expect(due.getByText('MOP 630')).not.toBeNull();
  });

  it('the payment page of a merch order names its items, not the event, and asks for the amount due', () => {
    show(`/payment/buy?orderNo=${MERCH_NO}`, <PaymentBuy />, (c) => {
      c.setQueryData(merchOrderQueryKey(MERCH_NO), merch);
      c.setQueryData(paymentMethodsQueryOptions().queryKey, METHODS);
    });
    expect(screen.getByTestId('paying-for').textContent).toBe('Summer Live Tour T-shirt (M) × 2');
    expect(screen.queryByText('Summer Live Concert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay MOP 630' })).not.toBeNull();
  });

  it('the payment page of a ticket order names the event', () => {
    show(`/payment/buy?orderNo=${TICKET_NO}`, <PaymentBuy />, (c) => {
      c.setQueryData(orderQueryKey(TICKET_NO), ticket);
      c.setQueryData(paymentMethodsQueryOptions().queryKey, METHODS);
    });
    expect(screen.getByTestId('paying-for').textContent).toBe('Summer Live Concert');
  });

  it('the success page of a merch order shows the order: its items, the address and what was paid', () => {
    const paid = { ...merch, status: 'paid', remainingSeconds: 0, paidAt: Date.now() } as MerchOrderView;
    const result = {
      orderNo: MERCH_NO,
      orderStatus: 'paid',
      payment: null,
      tickets: [],
      receipt: null,
      message: null,
      messageKey: null,
    } as PaymentResultView;
    show(`/payment/result?orderNo=${MERCH_NO}`, <PaymentResult />, (c) => {
      c.setQueryData(paymentResultQueryOptions(MERCH_NO).queryKey, result);
      c.setQueryData(merchOrderQueryKey(MERCH_NO), paid);
    });
    expect(screen.getByRole('heading', { name: 'Merch Order confirmed' })).not.toBeNull();
    const order = within(screen.getByTestId('paid-order'));
    expect(order.getByText(`Order number ${MERCH_NO}`)).not.toBeNull();
    expect(order.getByText('Summer Live Tour T-shirt')).not.toBeNull();
    expect(order.getByText('Chan Tai Man')).not.toBeNull();
    expect(order.getByText('Amount paid')).not.toBeNull();
    expect(order.getByText('MOP 630')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      `/merch-detail?orderNo=${MERCH_NO}`,
    );
  });
});
