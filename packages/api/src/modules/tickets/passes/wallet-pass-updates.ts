import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import type { AppConfig } from '../../../config/config.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import { EventsRepository } from '../../events/index.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { GOOGLE_WALLET_CLIENT, type GoogleWalletClient } from './google-wallet-client.js';
import { eventTicketObjectFields, eventTicketObjectId } from './google-wallet.js';
import { passContent } from './pass-content.js';
import { PASS_PUSH_SENDER, type PassPushSender } from './pass-push.js';
import { WalletPass } from './entities/wallet-pass.entity.js';
import { WalletPassesRepository } from './wallet-passes.repository.js';

/** A failed delivery is tried again after this long. */
export const WALLET_RETRY_MS = 60_000;
const RETRY_BATCH = 100;

/**
 * Keeps saved wallet passes current. A ticket change is recorded in the transaction that makes it
 * (an outbox: the change time and the deliveries it owes); after that transaction commits, every
 * device registered for the Apple pass gets an APNs push and Google's object is patched (the
 * current holding's devices and object only: a holding's end drops the rest, `endPassHolding`,
 * and its object is retired here). A failed delivery stays due and the retry below sends it
 * again; nothing here can fail the ticket change.
 */
@Injectable()
export class WalletPassUpdates implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger(WalletPassUpdates.name);
  private readonly pending = new WeakMap<QueryRunner, Set<number>>();
  private retrying = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly passes: WalletPassesRepository,
    private readonly events: EventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PASS_PUSH_SENDER) private readonly pushSender: PassPushSender,
    @Inject(GOOGLE_WALLET_CLIENT) private readonly google: GoogleWalletClient,
  ) {}

  /** Entity events only for our own table; commit and rollback events reach every subscriber. */
  listenTo(): typeof WalletPass {
    return WalletPass;
  }

  onModuleInit(): void {
    // Told of every commit and rollback, to deliver only what a committed transaction changed.
    this.dataSource.subscribers.push(this);
  }

  /**
   * The one entry point: call it inside the transaction that changes a ticket's seat, holder or
   * status (`withTransaction`). Deliveries start once that transaction commits; called outside a
   * transaction, they start at once.
   */
  async ticketChanged(tx: EntityManager, ticketId: number): Promise<void> {
    if (!(await this.passes.markChanged(tx, ticketId, this.clock.now()))) return;
    const runner = tx.queryRunner;
    if (runner?.isTransactionActive) {
      const ids = this.pending.get(runner) ?? new Set<number>();
      ids.add(ticketId);
      this.pending.set(runner, ids);
    } else {
      await this.deliver([ticketId]);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const ids = this.pending.get(event.queryRunner);
    if (!ids) return;
    this.pending.delete(event.queryRunner);
    // Not awaited: the caller's answer must not wait for APNs or Google. Started once the commit
    // has ended (its reads are not part of the transaction that is committing).
    setImmediate(() => void this.deliver([...ids]));
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }

  /**
   * Sends what each pass's latest change owes, and retires the Google objects of its ended
   * holdings; failures are logged and left for the retry.
   */
  async deliver(ticketIds: number[]): Promise<void> {
    for (const ticketId of ticketIds) {
      try {
        // The ticket before the pass: both change holder in one transaction, so a pass still of
        // an earlier holding is never patched with a later holder's ticket.
        const ticket = await this.passes.ticket(ticketId);
        const pass = await this.passes.find(ticketId);
        if (!pass) continue;
        if (pass.pushDueAt !== null) await this.push(pass);
        if (pass.patchDueAt !== null) await this.patch(pass, ticket);
        await this.retire(ticketId, ticket);
      } catch (error) {
        this.logger.error(`wallet pass update of ticket ${ticketId} failed: ${String(error)}`);
      }
    }
  }

  @Interval(WALLET_RETRY_MS / 2)
  async retryTick(): Promise<void> {
    if (this.retrying) return;
    this.retrying = true;
    try {
      await this.retryDue();
    } finally {
      this.retrying = false;
    }
  }

  /** Delivers again what failed at least WALLET_RETRY_MS ago; answers how many passes it tried. */
  async retryDue(): Promise<number> {
    try {
      const ids = await this.passes.dueSince(this.clock.now() - WALLET_RETRY_MS, RETRY_BATCH);
      await this.deliver(ids);
      return ids.length;
    } catch (error) {
      this.logger.error(`wallet pass retry failed: ${String(error)}`);
      return 0;
    }
  }

  private async push(pass: WalletPass): Promise<void> {
    const apple = this.config.walletPasses.apple;
    const registrations = apple ? await this.passes.registrationsOf(pass.ticketId) : [];
    if (!apple || !registrations.length) return this.passes.delivered(pass.ticketId, 'push', pass.updatedAt);
    const tokens = registrations.map((r) => r.pushToken);
    const outcomes = await this.pushSender.push(apple.passTypeId, tokens);
    await this.passes.dropTokens(
      pass.ticketId,
      tokens.filter((_, i) => outcomes[i] === 'gone'),
    );
    if (outcomes.some((o) => o === 'failed')) {
      this.logger.warn(`APNs refused some pushes for ticket ${pass.ticketId}; retrying later`);
      return this.passes.postpone(pass.ticketId, 'push', pass.updatedAt, this.clock.now());
    }
    await this.passes.delivered(pass.ticketId, 'push', pass.updatedAt);
  }

  private async patch(pass: WalletPass, ticket: Ticket | null): Promise<void> {
    const google = this.config.walletPasses.google;
    const event = google && ticket ? await this.events.findEvent(ticket.eventId) : null;
    if (!google || !ticket || !event) return this.passes.delivered(pass.ticketId, 'patch', pass.updatedAt);
    try {
      await this.google.patchEventTicketObject(
        eventTicketObjectId(google, ticket.code, pass.generation),
        eventTicketObjectFields(passContent(ticket, event)),
      );
    } catch (error) {
      this.logger.warn(`Google Wallet patch for ticket ${pass.ticketId} failed, retrying later: ${String(error)}`);
      return this.passes.postpone(pass.ticketId, 'patch', pass.updatedAt, this.clock.now());
    }
    await this.passes.delivered(pass.ticketId, 'patch', pass.updatedAt);
  }

  /**
   * The Google objects of ended holdings (`endPassHolding`) go INACTIVE, and nothing else: their
   * holder keeps what they saved, never a later holder's details.
   */
  private async retire(ticketId: number, ticket: Ticket | null): Promise<void> {
    const retired = await this.passes.retiredObjectsOf(ticketId);
    const google = this.config.walletPasses.google;
    for (const { generation } of retired) {
      if (!google || !ticket) {
        await this.passes.retiredObjectDone(ticketId, generation);
        continue;
      }
      const objectId = eventTicketObjectId(google, ticket.code, generation);
      try {
        await this.google.patchEventTicketObject(objectId, { state: 'INACTIVE' });
      } catch (error) {
        this.logger.warn(`Google Wallet retirement of ${objectId} failed, retrying later: ${String(error)}`);
        await this.passes.postponeRetiredObject(ticketId, generation, this.clock.now());
        continue;
      }
      await this.passes.retiredObjectDone(ticketId, generation);
    }
  }
}
