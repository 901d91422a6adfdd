import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK, MAIL_SENDER, SMS_SENDER } from '../../infra/tokens.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import type { OutboxDelivery } from './entities/outbox-delivery.entity.js';
import type { MailMessage, MailSender, SmsMessage, SmsSender } from './senders.js';

/** How long a claimed attempt owns its row; a job that died sending leaves it due again after this. */
export const DELIVERY_LEASE_MS = 15 * 60_000;
const BATCH = 100;
/** Batches per tick at most, so one tick always ends. */
const MAX_BATCHES = 20;

/** The wait before attempt `attempt + 1`: 2 s doubling, at most 10 minutes. */
export function deliveryBackoffMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000);
}

/**
 * A channel another module delivers (Web Push, by the alerts module): registered at start-up, so
 * the outbox needs nothing of the module. `send` throws to have the attempt retried.
 */
export interface ChannelSender {
  send(row: OutboxDelivery): Promise<void>;
}

/** What one attempt did. */
export type AttemptOutcome = 'sent' | 'failed' | 'dead' | 'taken';

/**
 * The delivery job (decision 0022): runs in every instance every OUTBOX_INTERVAL_MS, and right
 * after each commit that wrote deliveries (`deliver`). Each attempt is claimed by a conditional
 * UPDATE on the attempts its reader saw, so two instances never send one attempt twice; a failure
 * is tried again after `deliveryBackoffMs`, and after OUTBOX_MAX_ATTEMPTS the row is dead, for ops
 * (`outbox list --status dead`, `outbox retry`). A crash between the send and its mark sends that
 * one message again after the lease: at least once, never lost.
 */
@Injectable()
export class DeliveryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliveryJob.name);
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running: Promise<number> | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly channels = new Map<OutboxDelivery['channel'], ChannelSender>();

  constructor(
    private readonly deliveries: DeliveriesRepository,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop();
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Registers the sender of a channel the outbox does not send itself (`push`). */
  registerChannel(channel: 'push', sender: ChannelSender): void {
    this.channels.set(channel, sender);
  }

  /** Starts the timer (and the deliveries after each commit) again. */
  start(): void {
    this.stopped = false;
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.config.outbox.intervalMs);
    this.timer.unref();
  }

  /** Stops sending in this instance: no timer, nothing after a commit; rows wait for another instance or a start. */
  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round of the timer, unless stopped or one is running in this instance. */
  tick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  /** Sends every due delivery; answers how many went out from this instance. */
  async runOnce(): Promise<number> {
    let sent = 0;
    try {
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const rows = await this.deliveries.due(this.clock.now(), BATCH);
        for (const row of rows) if ((await this.attempt(row)) === 'sent') sent++;
        if (rows.length < BATCH) break;
      }
    } catch (error) {
      this.logger.error(`outbox delivery failed: ${String(error)}`);
    }
    return sent;
  }

  /**
   * After the commit that wrote them: these deliveries now, so the fan's e-mail goes out with the
   * answer (a verification code, a receipt). Never throws; a failure is the timer's to retry.
   */
  async deliver(rows: readonly OutboxDelivery[]): Promise<void> {
    if (this.stopped || !rows.length) return;
    const work = this.attemptAll(rows);
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  /**
   * Ops (`outbox retry <id>`): a dead or failed delivery is tried now, from this process (a dead
   * one gets one more attempt, and is dead again if it fails). Null: no such delivery, or it is
   * not dead or failed (sent, or being sent).
   */
  async retry(id: number): Promise<AttemptOutcome | null> {
    if (!(await this.deliveries.retry(id, this.clock.now()))) return null;
    const [row] = await this.deliveries.byIds([id]);
    return row ? this.attempt(row) : null;
  }

  private async attemptAll(rows: readonly OutboxDelivery[]): Promise<void> {
    try {
      for (const row of rows) await this.attempt(row);
    } catch (error) {
      this.logger.error(`outbox delivery after commit failed: ${String(error)}`);
    }
  }

  /** Claims the row's next attempt, sends it and records how it went. */
  private async attempt(row: OutboxDelivery): Promise<AttemptOutcome> {
    const now = this.clock.now();
    if (!(await this.deliveries.claim(row.id, row.attempts, now, now + DELIVERY_LEASE_MS))) return 'taken';
    const attempt = row.attempts + 1;
    try {
      await this.send(row);
    } catch (error) {
      const dead = attempt >= this.config.outbox.maxAttempts;
      const at = this.clock.now();
      await this.deliveries.failed(row.id, attempt, String(error), dead, dead ? at : at + deliveryBackoffMs(attempt));
      this.logger.warn(
        `${row.channel} delivery ${row.id} (${row.idempotencyKey}) failed, attempt ${attempt}${dead ? ', dead' : ''}: ${String(error)}`,
      );
      return dead ? 'dead' : 'failed';
    }
    await this.deliveries.sent(row.id, attempt, this.clock.now());
    return 'sent';
  }

  /** Whether this instance has somewhere to send a channel's messages. */
  canSend(channel: OutboxDelivery['channel']): boolean {
    switch (channel) {
      case 'email':
        return true;
      case 'sms':
        return this.sms.configured !== false;
      case 'push':
        return this.channels.has(channel);
    }
  }

  private send(row: OutboxDelivery): Promise<void> {
    switch (row.channel) {
      case 'email':
        return this.mail.send(JSON.parse(row.payload) as MailMessage);
      case 'sms':
        return this.sms.send(JSON.parse(row.payload) as SmsMessage);
      case 'push': {
        const sender = this.channels.get(row.channel);
        return sender ? sender.send(row) : Promise.reject(new Error('No push sender in this instance'));
      }
    }
  }
}
