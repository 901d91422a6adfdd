import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { num, sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { WalletTopUp } from './entities/wallet-topup.entity.js';

/** Top-up orders and what paid them. */
@Injectable()
export class TopUpsRepository extends TransactionalRepository {
  async insert(tx: EntityManager, values: Omit<WalletTopUp, 'id'>): Promise<void> {
    await this.manager(tx).insert(WalletTopUp, values);
  }

  findByOrderNo(orderNo: string, tx?: EntityManager): Promise<WalletTopUp | null> {
    return this.manager(tx).findOneBy(WalletTopUp, { orderNo });
  }

  findById(tx: EntityManager, id: number): Promise<WalletTopUp | null> {
    return this.manager(tx).findOneBy(WalletTopUp, { id });
  }

  /**
   * A fan's top-ups since `since` that count against the day's maximum: paid, or still payable at
   * `now`. In a transaction on MySQL it is a locking read, so it sees what committed after the
   * transaction's snapshot (the top-ups of a racing request that held the fan's account before).
   */
  async usedSince(tx: EntityManager | undefined, userId: number, since: number, now: number): Promise<number> {
    const sql = sqlOf(this.dataSource);
    const [row] = await sql.rows<{ total: unknown }>(
      "SELECT COALESCE(SUM(amount), 0) AS total FROM wallet_topups WHERE user_id = ? AND created_at >= ? AND (status = 'paid' OR expires_at > ?)" +
        (tx && sql.mysql ? ' FOR UPDATE' : ''),
      [userId, since, now],
      tx,
    );
    return num(row!.total);
  }

  /** Marks a pending top-up paid by a payment; false when it was paid already (the unique fact: once). */
  async markPaid(tx: EntityManager, id: number, paymentNo: string, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      "UPDATE wallet_topups SET status = 'paid', payment_no = ?, paid_at = ? WHERE id = ? AND status = 'pending'",
      [paymentNo, now, id],
      tx,
    );
    return result.affected === 1;
  }

  /** Ends a pending top-up's window now (a payment that could not start): it no longer counts for the day. */
  async close(orderNo: string, now: number): Promise<void> {
    await sqlOf(this.dataSource).run(
      "UPDATE wallet_topups SET expires_at = ? WHERE order_no = ? AND status = 'pending' AND expires_at > ?",
      [now, orderNo, now],
    );
  }

  /** The status of the newest payment of a top-up, or null when none was started. */
  async latestPaymentStatus(orderId: number): Promise<string | null> {
    const [row] = await sqlOf(this.dataSource).rows<{ status: string }>(
      "SELECT status FROM payments WHERE purpose = 'topup' AND order_id = ? ORDER BY id DESC LIMIT 1",
      [orderId],
    );
    return row?.status ?? null;
  }
}
