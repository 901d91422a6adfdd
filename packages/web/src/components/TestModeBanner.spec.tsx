import { type ClientConfigView, TERMS_VERSION } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientConfigQueryOptions } from '../lib/api/get-client-config';
import { TestModeBanner } from './TestModeBanner';

function withConfig(paymentTestMode: boolean) {
  const client = new QueryClient();
  const config: ClientConfigView = {
    publicSiteUrl: null,
    appDownloadUrl: null,
    currency: 'VND',
    desktopHkdRate: null,
    defaultArea: 'MO',
    walletPasses: { apple: false, google: false },
    paymentTestMode,
    supportPhone: null,
    supportEmail: null,
    termsVersion: TERMS_VERSION,
  };
  client.setQueryData(clientConfigQueryOptions().queryKey, config);
  return render(
    <QueryClientProvider client={client}>
      <TestModeBanner />
    </QueryClientProvider>,
  );
}

describe('the test-mode banner', () => {
  it('says no real payments are taken when the deployment pays through the sandbox', () => {
    withConfig(true);
    expect(screen.getByRole('note').textContent).toBe('Test mode — no real payments');
  });

  it('is absent when payments are real', () => {
    withConfig(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
