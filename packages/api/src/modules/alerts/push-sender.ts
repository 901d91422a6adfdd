import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { type ChannelSender, DeliveryJob, type OutboxDelivery } from '../outbox/index.js';
import { AlertsRepository } from './alerts.repository.js';
import { endpointAllowed } from './push-endpoints.js';

/** What a `push` delivery row carries: the subscription it goes to and the notification. */
export interface PushDelivery {
  subscriptionId: number;
  /** Seconds the push service keeps it for an offline device. */
  ttl: number;
  message: PushMessage;
}

/** What the service worker receives (JSON, encrypted per RFC 8291) and shows. */
export interface PushMessage {
  kind: string;
  title: string;
  body: string;
  /** The app screen a tap opens (hash route with its query). */
  path: string;
  /** One notification per business event: a newer one with the same tag replaces it. */
  tag: string;
}

/** The VAPID key pair the alerts sign with: configured, or (outside production) generated at start. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS = Symbol('VAPID_KEYS');

export function vapidKeysOf(config: AppConfig): VapidKeys | null {
  if (!config.push.enabled) return null;
  if (config.push.publicKey && config.push.privateKey) {
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey };
  }
  // Production refuses to start without keys (config); development and tests make their own.
  return webpush.generateVAPIDKeys();
}

/**
 * Sends the outbox's `push` deliveries with the `web-push` library (VAPID signature, RFC 8291
 * payload encryption). A subscription the push service says is gone (404, 410) is removed and the
 * delivery counts as done; any other failure throws, so the outbox retries it with backoff.
 */
@Injectable()
export class PushSender implements ChannelSender, OnModuleInit {
  private readonly logger = new Logger(PushSender.name);
  /** Trusts PUSH_EXTRA_CA for the stand-in origins only (development and tests). */
  private readonly standInAgent: Agent | undefined;

  constructor(
    private readonly repository: AlertsRepository,
    private readonly job: DeliveryJob,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VAPID_KEYS) private readonly keys: VapidKeys | null,
  ) {
    this.standInAgent = config.push.extraCaPem ? new Agent({ ca: config.push.extraCaPem }) : undefined;
  }

  onModuleInit(): void {
    if (this.keys) this.job.registerChannel('push', this);
  }

  async send(row: OutboxDelivery): Promise<void> {
    const keys = this.keys;
    if (!keys) throw new Error('Web Push is not enabled in this instance');
    const delivery = JSON.parse(row.payload) as PushDelivery;
    const subscription = await this.repository.subscriptionById(delivery.subscriptionId);
    // Turned off (or found gone) since it was written: nothing is owed any more.
    if (!subscription) return;
    if (!endpointAllowed(subscription.endpoint, this.config.push.extraOrigins)) {
      throw new Error('subscription endpoint is not a push service');
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(delivery.message),
        {
          vapidDetails: { subject: this.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: delivery.ttl,
          urgency: 'high',
          timeout: 10_000,
          contentEncoding: 'aes128gcm',
          ...(this.standInAgent && this.config.push.extraOrigins.includes(new URL(subscription.endpoint).origin)
            ? { agent: this.standInAgent }
            : {}),
        },
      );
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.repository.deleteSubscription(subscription.id);
        this.logger.log(`push subscription ${subscription.id} is gone (${error.statusCode}): removed`);
        return;
      }
      const status = error instanceof webpush.WebPushError ? ` ${error.statusCode} ${error.body}` : '';
      throw new Error(`push service refused:${status} ${String(error)}`.slice(0, 400), { cause: error });
    }
  }
}
