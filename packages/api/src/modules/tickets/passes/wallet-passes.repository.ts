import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../../infra/transactional-repository.js';
import { sqlOf } from '../../../database/sql.js';
import { type EntityManager, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Ticket } from '../entities/ticket.entity.js';
import { WalletPassRegistration } from './entities/wallet-pass-registration.entity.js';
import { WalletPassRetiredObject } from './entities/wallet-pass-retired-object.entity.js';
import { WalletPass } from './entities/wallet-pass.entity.js';

/** A pass that changed after a device's last look: its serial number (the ticket code) and change time. */
export interface UpdatedSerial {
  code: string;
  updatedAt: number;
}

/** Which deliveries a pass's latest change still owes. */
export type Delivery = 'push' | 'patch';

const DUE_COLUMN = { push: 'pushDueAt', patch: 'patchDueAt' } as const;

@Injectable()
export class WalletPassesRepository extends TransactionalRepository {
  /** The ticket's pass row, created with this token when it has none yet (a concurrent creator wins). */
  async ensure(ticketId: number, authToken: string, now: number): Promise<WalletPass> {
    await this.manager()
      .createQueryBuilder()
      .insert()
      .into(WalletPass)
      .values({
        ticketId,
        authToken,
        generation: 0,
        updatedAt: now,
        googleLinked: false,
        pushDueAt: null,
        patchDueAt: null,
      })
      .orIgnore()
      .execute();
    return this.manager().findOneByOrFail(WalletPass, { ticketId });
  }

  /**
   * Remembers that a Google save link of this holding (`generation`) went out. False when the
   * holding ended meanwhile (`endPassHolding`): that link must not be handed out.
   */
  async markGoogleLinked(ticketId: number, generation: number): Promise<boolean> {
    const result = await this.manager().update(WalletPass, { ticketId, generation }, { googleLinked: true });
    if ((result.affected ?? 0) > 0) return true;
    // Some drivers count only rows whose value changed: a link handed out before leaves it at 0.
    const pass = await this.find(ticketId);
    return pass?.generation === generation && pass.googleLinked;
  }

  ticket(ticketId: number): Promise<Ticket | null> {
    return this.manager().findOneBy(Ticket, { id: ticketId });
  }

  find(ticketId: number): Promise<WalletPass | null> {
    return this.manager().findOneBy(WalletPass, { ticketId });
  }

  /**
   * Records a change in the caller's transaction: the change time moves to now, and at least into
   * the next whole second (Last-Modified has second precision, and the device must see a newer
   * pass); pushes become due, and the Google patch when a save link went out. False: no pass yet.
   */
  async markChanged(tx: EntityManager, ticketId: number, now: number): Promise<boolean> {
    const nextSecond = 'updated_at - (updated_at % 1000) + 1000';
    const result = await tx
      .createQueryBuilder()
      .update(WalletPass)
      .set({
        updatedAt: () => `CASE WHEN :now >= ${nextSecond} THEN :now ELSE ${nextSecond} END`,
        pushDueAt: now,
        patchDueAt: () => 'CASE WHEN google_linked = 1 THEN :now ELSE NULL END',
      })
      .where('ticket_id = :ticketId', { ticketId })
      .setParameters({ now })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Passes whose deliveries have been due since `before` at the latest (the retry's work). */
  async dueSince(before: number, limit: number): Promise<number[]> {
    const rows = await this.manager().find(WalletPass, {
      select: { ticketId: true },
      where: [{ pushDueAt: LessThanOrEqual(before) }, { patchDueAt: LessThanOrEqual(before) }],
      order: { ticketId: 'ASC' },
      take: limit,
    });
    const retired = await this.manager().find(WalletPassRetiredObject, {
      select: { ticketId: true },
      where: { dueAt: LessThanOrEqual(before) },
      order: { ticketId: 'ASC' },
      take: limit,
    });
    const ids = [...new Set([...rows, ...retired].map((r) => r.ticketId))];
    return ids.sort((a, b) => a - b).slice(0, limit);
  }

  /** The Google objects of the ticket's ended holdings still owed their patch to INACTIVE. */
  retiredObjectsOf(ticketId: number): Promise<WalletPassRetiredObject[]> {
    return this.manager().find(WalletPassRetiredObject, { where: { ticketId }, order: { generation: 'ASC' } });
  }

  async retiredObjectDone(ticketId: number, generation: number): Promise<void> {
    await this.manager().delete(WalletPassRetiredObject, { ticketId, generation });
  }

  async postponeRetiredObject(ticketId: number, generation: number, now: number): Promise<void> {
    await this.manager().update(WalletPassRetiredObject, { ticketId, generation }, { dueAt: now });
  }

  /** The delivery of change `updatedAt` is done, unless a newer change came meanwhile (it owes its own). */
  async delivered(ticketId: number, delivery: Delivery, updatedAt: number): Promise<void> {
    await this.manager().update(
      WalletPass,
      { ticketId, updatedAt, [DUE_COLUMN[delivery]]: Not(IsNull()) },
      { [DUE_COLUMN[delivery]]: null },
    );
  }

  /** The delivery failed: try again later (the retry looks at due times). */
  async postpone(ticketId: number, delivery: Delivery, updatedAt: number, now: number): Promise<void> {
    await this.manager().update(
      WalletPass,
      { ticketId, updatedAt, [DUE_COLUMN[delivery]]: Not(IsNull()) },
      { [DUE_COLUMN[delivery]]: now },
    );
  }

  registrationsOf(ticketId: number): Promise<WalletPassRegistration[]> {
    return this.manager().find(WalletPassRegistration, { where: { ticketId }, order: { id: 'ASC' } });
  }

  /**
   * Whether `authToken` is the pass's token now, read in the caller's transaction with a lock on
   * the pass row (MySQL): a holding that ends (`endPassHolding` writes that row first) waits for
   * the caller's registration, and then drops it; one that ended answers false.
   */
  async holdsToken(tx: EntityManager, ticketId: number, authToken: string): Promise<boolean> {
    const sql = sqlOf(this.dataSource);
    const rows = await sql.rows<{ token: string }>(
      'SELECT auth_token AS token FROM wallet_passes WHERE ticket_id = ?' + (sql.mysql ? ' FOR UPDATE' : ''),
      [ticketId],
      tx,
    );
    return rows[0]?.token === authToken;
  }

  /** Registers a device for a pass's pushes; false when it already was (its push token is refreshed). */
  async register(
    tx: EntityManager,
    deviceId: string,
    ticketId: number,
    pushToken: string,
    now: number,
  ): Promise<boolean> {
    const existing = await tx.findOneBy(WalletPassRegistration, { deviceId, ticketId });
    if (existing) {
      if (existing.pushToken !== pushToken) await tx.update(WalletPassRegistration, { id: existing.id }, { pushToken });
      return false;
    }
    await tx
      .createQueryBuilder()
      .insert()
      .into(WalletPassRegistration)
      .values({ deviceId, ticketId, pushToken, createdAt: now })
      .orIgnore()
      .execute();
    return true;
  }

  async unregister(deviceId: string, ticketId: number): Promise<boolean> {
    const result = await this.manager().delete(WalletPassRegistration, { deviceId, ticketId });
    return (result.affected ?? 0) > 0;
  }

  /** Drops registrations whose push tokens APNs called dead. */
  async dropTokens(ticketId: number, pushTokens: string[]): Promise<void> {
    if (pushTokens.length) await this.manager().delete(WalletPassRegistration, { ticketId, pushToken: In(pushTokens) });
  }

  /** The passes registered on a device that changed after `since` (all of them when since is null). */
  updatedOn(deviceId: string, since: number | null): Promise<UpdatedSerial[]> {
    const query = this.manager()
      .createQueryBuilder(WalletPassRegistration, 'r')
      .innerJoin(WalletPass, 'p', 'p.ticket_id = r.ticket_id')
      .innerJoin(Ticket, 't', 't.id = r.ticket_id')
      .select('t.code', 'code')
      .addSelect('p.updated_at', 'updatedAt')
      .where('r.device_id = :deviceId', { deviceId })
      .orderBy('t.code', 'ASC');
    if (since !== null) query.andWhere('p.updated_at > :since', { since });
    return query
      .getRawMany<{ code: string; updatedAt: number | string }>()
      .then((rows) => rows.map((r) => ({ code: r.code, updatedAt: Number(r.updatedAt) })));
  }
}
