import type { PushKeyView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';
import { endpointAllowed, keysValid } from './push-endpoints.js';
import { VAPID_KEYS, type VapidKeys } from './push-sender.js';

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** The browsers' Web Push subscriptions of an account: checked, stored once per endpoint, removed. */
@Injectable()
export class PushSubscriptions {
  constructor(
    private readonly repository: AlertsRepository,
    private readonly transactions: TransactionRunner,
    @Inject(VAPID_KEYS) private readonly keys: VapidKeys | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  key(): PushKeyView {
    return { enabled: this.keys !== null, publicKey: this.keys?.publicKey ?? null };
  }

  /**
   * Stores this browser's subscription for the account (the same endpoint again: its keys
   * renewed). Refused: push off (8100), an endpoint no browser's push service has (8101), keys no
   * browser makes (8102), an endpoint another account subscribed (8103).
   */
  async subscribe(userId: number, endpoint: string, p256dh: string, auth: string): Promise<{ id: number }> {
    if (!this.keys) throw new AppError('ALERTS_PUSH_DISABLED');
    if (!endpointAllowed(endpoint, this.config.push.extraOrigins)) throw new AppError('ALERTS_ENDPOINT_NOT_ALLOWED');
    if (!keysValid(p256dh, auth)) throw new AppError('ALERTS_KEYS_INVALID');
    const hash = hashOf(endpoint);
    return this.transactions.withTransaction(async (tx) => {
      const row = { userId, endpoint, endpointHash: hash, p256dh, auth };
      await this.repository.insertSubscription(tx, row, this.clock.now());
      const stored = await this.repository.subscriptionByHash(hash, tx);
      if (!stored) throw new AppError('ALERTS_SUBSCRIPTION_NOT_FOUND');
      if (stored.userId !== userId) throw new AppError('ALERTS_SUBSCRIPTION_NOT_YOURS');
      if (stored.p256dh !== p256dh || stored.auth !== auth)
        await this.repository.updateKeys(tx, stored.id, userId, p256dh, auth);
      await this.repository.trimSubscriptions(tx, userId, AlertsService.MAX_SUBSCRIPTIONS);
      return { id: stored.id };
    });
  }

  /** Removes this browser's subscription of the account: unknown (8104), another account's (8103). */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    const stored = await this.repository.subscriptionByHash(hashOf(endpoint));
    if (!stored) throw new AppError('ALERTS_SUBSCRIPTION_NOT_FOUND');
    if (stored.userId !== userId) throw new AppError('ALERTS_SUBSCRIPTION_NOT_YOURS');
    await this.repository.deleteSubscription(stored.id, userId);
  }
}
