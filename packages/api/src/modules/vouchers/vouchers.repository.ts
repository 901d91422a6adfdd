import type { VoucherStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { sqlOf } from '../../database/sql.js';
import { Voucher } from './entities/voucher.entity.js';

/** Vouchers: the fan's list, the grant, and the state moves (each one conditional UPDATE). */
@Injectable()
export class VouchersRepository extends TransactionalRepository {
  /** A fan's vouchers with a status (expired: the window ended unused), newest first. */
  async listFor(
    userId: number,
    status: VoucherStatus | undefined,
    now: number,
    skip: number,
    take: number,
  ): Promise<[Voucher[], number]> {
    const query = this.manager()
      .createQueryBuilder(Voucher, 'v')
      .where('v.userId = :userId', { userId })
      .orderBy('v.id', 'DESC')
      .skip(skip)
      .take(take);
    if (status === 'used') query.andWhere("v.state = 'used'");
    if (status === 'available') query.andWhere("v.state = 'available' AND v.validTo > :now", { now });
    if (status === 'expired') query.andWhere("v.state = 'available' AND v.validTo <= :now", { now });
    return query.getManyAndCount();
  }

  /** The fan's vouchers that are available now (their terms may still refuse a given order). */
  usableFor(userId: number, now: number): Promise<Voucher[]> {
    return this.manager()
      .createQueryBuilder(Voucher, 'v')
      .where("v.userId = :userId AND v.state = 'available' AND v.validTo > :now AND v.validFrom <= :now", {
        userId,
        now,
      })
      .orderBy('v.validTo', 'ASC')
      .take(200)
      .getMany();
  }

  /** Available vouchers of a fan (status 'available' in the list): the wallet's count. */
  async countAvailable(userId: number, now: number): Promise<number> {
    return this.manager()
      .createQueryBuilder(Voucher, 'v')
      .where("v.userId = :userId AND v.state = 'available' AND v.validTo > :now", { userId, now })
      .getCount();
  }

  findOwned(tx: EntityManager | undefined, userId: number, id: number): Promise<Voucher | null> {
    return this.manager(tx).findOneBy(Voucher, { id, userId });
  }

  findById(id: number): Promise<Voucher | null> {
    return this.manager().findOneBy(Voucher, { id });
  }

  /**
   * Takes an available voucher of the fan for an order, inside its validity window: one
   * conditional UPDATE, so of two orders racing for it exactly one gets it.
   */
  async take(tx: EntityManager, userId: number, id: number, orderNo: string, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      "UPDATE vouchers SET state = 'used', order_no = ?, used_at = ?, updated_at = ? " +
        "WHERE id = ? AND user_id = ? AND state = 'available' AND valid_from <= ? AND valid_to > ?",
      [orderNo, now, now, id, userId, now, now],
      tx,
    );
    return result.affected === 1;
  }

  /** Gives a voucher back from the order that held it (only that order's claim is undone). */
  async giveBack(tx: EntityManager, id: number, orderNo: string, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      "UPDATE vouchers SET state = 'available', order_no = NULL, used_at = NULL, updated_at = ? " +
        "WHERE id = ? AND state = 'used' AND order_no = ?",
      [now, id, orderNo],
      tx,
    );
    return result.affected === 1;
  }

  async insert(values: Omit<Voucher, 'id'>): Promise<Voucher> {
    const saved = await this.manager().insert(Voucher, values);
    return { id: Number(saved.identifiers[0]!.id), ...values };
  }

  hasGrant(userId: number, grantKey: string): Promise<boolean> {
    return this.manager().existsBy(Voucher, { userId, grantKey });
  }

  codeTaken(code: string): Promise<boolean> {
    return this.manager().existsBy(Voucher, { code });
  }
}
