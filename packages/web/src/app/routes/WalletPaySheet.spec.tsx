import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WalletPaySheet } from './WalletPaySheet';

function sheet(passwordSet: boolean) {
  const onFailed = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WalletPaySheet
          orderNo="T0123456789ABCDEF"
          amount="90.000₫"
          passwordSet={passwordSet}
          onPaid={() => undefined}
          onFailed={onFailed}
          onClose={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onFailed };
}

describe('the payment-password sheet before a wallet payment', () => {
  it('without a payment password, offers the screen that sets one instead of the six boxes', () => {
    sheet(false);
    expect(screen.getByRole('alert').textContent).toContain('Please set a payment password first');
    expect(screen.getByRole('link', { name: 'Set payment password' }).getAttribute('href')).toBe('/change-payment-pwd');
    expect(screen.queryByLabelText('Payment password')).toBeNull();
  });

  it('asks for the complete 6-digit payment password before sending anything', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    sheet(true);
    const input = screen.getByLabelText('Payment password');
    fireEvent.change(input, { target: { value: '12a3' } });
    expect((input as HTMLInputElement).value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay 90.000₫' }));
    expect(screen.getByRole('alert').textContent).toBe('The complete payment password must be entered');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
