import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../../infra/transactional-repository.js';
import { type EntityManager, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Ticket } from '../entities/ticket.entity.js';
import { WalletPassRegistration } from './entities/wallet-pass-registration.entity.js';
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
      .values({ ticketId, authToken, updatedAt: now, googleLinked: false, pushDueAt: null, patchDueAt: null })
      .orIgnore()
      .execute();
    return this.manager().findOneByOrFail(WalletPass, { ticketId });
  }

  async markGoogleLinked(ticketId: number): Promise<void> {
    await this.manager().update(WalletPass, { ticketId, googleLinked: false }, { googleLinked: true });
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
    return rows.map((r) => r.ticketId);
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

  /** Registers a device for a pass's pushes; false when it already was (its push token is refreshed). */
  async register(deviceId: string, ticketId: number, pushToken: string, now: number): Promise<boolean> {
    const updated = await this.manager().update(WalletPassRegistration, { deviceId, ticketId }, { pushToken });
    if ((updated.affected ?? 0) > 0) return false;
    await this.manager()
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
