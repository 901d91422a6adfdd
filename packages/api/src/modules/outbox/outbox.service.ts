import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { DeliveriesRepository, type NewDelivery } from './deliveries.repository.js';
import { DeliveryJob } from './delivery.job.js';
import type { OutboxDelivery } from './entities/outbox-delivery.entity.js';
import type { MailMessage, SmsMessage } from './senders.js';

/**
 * Where a business change puts the messages it causes (decision 0022): a delivery row in the
 * change's own transaction, so the message is sent if and only if the change commits, even when
 * the process dies right after the commit. Once the transaction commits, its deliveries are sent
 * before `withTransaction` answers (the delivery job's `deliver`); what fails, or what a crash
 * left, the job sends later. `key` names the business event (`receipt:<orderNo>`): the same key
 * again writes nothing, so one event never sends twice.
 */
@Injectable()
export class Outbox {
  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly job: DeliveryJob,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * An e-mail owed by the change `tx` records; `userId` is the account it is for, when there is one.
   * `now`: sent right after the commit (false: by the job's next round, as `push`).
   */
  mail(tx: EntityManager, key: string, message: MailMessage, userId: number | null = null, now = true): Promise<void> {
    return this.add(
      tx,
      { key, channel: 'email', recipient: message.to.toLowerCase(), userId, payload: JSON.stringify(message) },
      now,
    );
  }

  /**
   * An SMS owed by the change `tx` records. With no SMS provider it throws (rolling the change
   * back) rather than promise a text that can never arrive.
   */
  sms(tx: EntityManager, key: string, message: SmsMessage, userId: number | null = null): Promise<void> {
    if (!this.job.canSend('sms')) return Promise.reject(new Error('No SMS provider is configured'));
    return this.add(tx, { key, channel: 'sms', recipient: message.to, userId, payload: JSON.stringify(message) });
  }

  /**
   * A Web Push message owed by the change `tx` records, to one subscription (`recipient`:
   * `push:<id>`), its `payload` the push sender's JSON. `now`: sent right after the commit; false
   * leaves it to the job's next round (a notice to thousands of holders must not hold the caller).
   */
  push(tx: EntityManager, key: string, recipient: string, payload: string, userId: number, now = true): Promise<void> {
    return this.add(tx, { key, channel: 'push', recipient, userId, payload }, now);
  }

  private async add(tx: EntityManager, delivery: NewDelivery, sendNow = true): Promise<void> {
    const at = this.clock.now();
    const id = await this.deliveries.insert(tx, delivery, at);
    if (id === null || !sendNow) return;
    // The row as written: sent after the commit without reading it back.
    const row: OutboxDelivery = {
      id,
      idempotencyKey: delivery.key,
      channel: delivery.channel,
      recipient: delivery.recipient,
      userId: delivery.userId,
      payload: delivery.payload,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      createdAt: at,
      sentAt: null,
    };
    TransactionRunner.afterCommit(tx, () => this.job.deliver([row]));
  }
}
