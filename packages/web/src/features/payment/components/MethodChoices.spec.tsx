import type { PaymentMethodsView } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MethodChoices } from './MethodChoices';

const METHODS: PaymentMethodsView = {
  methods: [
    { method: 'card', paymentTypes: ['visa', 'master'] },
    { method: 'provider', paymentTypes: ['alipay', 'applePay', 'googlePay'] },
  ],
  paymentTypes: ['visa', 'master', 'alipay', 'applePay', 'googlePay'],
  savedCards: [],
  wallet: null,
};

function renderChoices(methods = METHODS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MethodChoices methods={methods} choice="" onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

const win = window as unknown as { ApplePaySession?: unknown };

describe('the payment methods: Apple Pay and Google Pay where the device has them (issue 45, item 13)', () => {
  afterEach(() => {
    delete win.ApplePaySession;
  });

  it('lists Apple Pay first, in a group of its own, on a device that can pay with it', async () => {
    win.ApplePaySession = { canMakePayments: () => true };
    renderChoices();
    const group = await screen.findByRole('group', { name: 'Pay on this device' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['provider:applePay']);
    expect(within(group).getByText('Apple Pay')).toBeTruthy();
    const groups = screen.getAllByRole('group').map((g) => g.querySelector('legend')!.textContent);
    expect(groups[0]).toBe('Pay on this device');
    // Not again among the other methods.
    const others = screen.getByRole('group', { name: 'Other methods' });
    expect(within(others).queryByText('Apple Pay')).toBeNull();
    expect(within(others).queryByText('Google Pay')).toBeNull();
    expect(within(others).getByText('Alipay')).toBeTruthy();
  });

  it('lists Google Pay where the browser can pay with it (Payment Request API)', async () => {
    const asked: string[] = [];
    const original = window.PaymentRequest;
    window.PaymentRequest = class {
      constructor(methods: { supportedMethods: string }[]) {
        asked.push(...methods.map((m) => m.supportedMethods));
      }
      canMakePayment() {
        return Promise.resolve(true);
      }
    } as unknown as typeof PaymentRequest;
    try {
      renderChoices();
      const group = await screen.findByRole('group', { name: 'Pay on this device' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['provider:googlePay']);
      expect(asked).toEqual(['https://google.com/pay']);
    } finally {
      window.PaymentRequest = original;
    }
  });

  it('shows neither where the device has no wallet, nor one the provider does not take', async () => {
    renderChoices();
    await screen.findByText('Alipay');
    expect(screen.queryByText('Apple Pay')).toBeNull();
    expect(screen.queryByText('Google Pay')).toBeNull();

    win.ApplePaySession = { canMakePayments: () => true };
    renderChoices({
      ...METHODS,
      methods: [{ method: 'provider', paymentTypes: ['alipay'] }],
      paymentTypes: ['alipay'],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('group', { name: 'Pay on this device' })).toBeNull();
  });
});
