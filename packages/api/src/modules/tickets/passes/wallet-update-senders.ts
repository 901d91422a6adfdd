import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../config/config.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import { GOOGLE_WALLET_CLIENT, HttpGoogleWalletClient, RecordedGoogleWalletClient } from './google-wallet-client.js';
import { ApnsPassPushSender, PASS_PUSH_SENDER, RecordedPassPushSender } from './pass-push.js';

/**
 * Where pass updates go: APNs and Google's REST API when WALLET_UPDATES is live (the production
 * default; the configuration refuses `recorded` there), in-memory recorders otherwise. A wallet
 * that is not configured gets a recorder too: nothing is ever due for it.
 */
export const WALLET_UPDATE_SENDERS: Provider[] = [
  {
    provide: PASS_PUSH_SENDER,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) =>
      config.walletUpdates.mode === 'live' && config.walletPasses.apple
        ? new ApnsPassPushSender(config.walletPasses.apple, config.walletUpdates.apnsUrl)
        : new RecordedPassPushSender(),
  },
  {
    provide: GOOGLE_WALLET_CLIENT,
    inject: [APP_CONFIG, CLOCK],
    useFactory: (config: AppConfig, clock: Clock) =>
      config.walletUpdates.mode === 'live' && config.walletPasses.google
        ? new HttpGoogleWalletClient(config.walletPasses.google, clock)
        : new RecordedGoogleWalletClient(),
  },
];
