import type { Provider } from '@nestjs/common';
import type { StripeConfig } from '../../../config/config.js';
import { PAYMENT_PROVIDER } from '../payment-provider.js';
import { StripeCustomersRepository } from './stripe-customers.repository.js';
import { stripeClient, StripeProvider } from './stripe.provider.js';

/** What PaymentsModule registers when PAYMENT_PROVIDER=stripe (the config already checked the keys). */
export function stripeProviders(config: StripeConfig | undefined): Provider[] {
  if (!config) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return [
    StripeCustomersRepository,
    {
      provide: StripeProvider,
      inject: [StripeCustomersRepository],
      useFactory: async (customers: StripeCustomersRepository) =>
        new StripeProvider(config, customers, await stripeClient(config)),
    },
    { provide: PAYMENT_PROVIDER, useExisting: StripeProvider },
  ];
}
