import { Injectable } from '@nestjs/common';
import { bool, entityOf, num, numOrNull, type SqlRow, sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, In } from 'typeorm';
import { RetiredEmail } from './entities/retired-email.entity.js';
import type { UserStatus } from '../sessions/index.js';
import { User } from './entities/user.entity.js';

const USER_COLUMNS =
  'id, uuid, email, password_hash, nickname, avatar, area_code, phone, phone_verified, verified_phone, ' +
  'pay_password_hash, pay_password_failures, pay_locked_until, invite_code, invited_by, status, role, ' +
  'terms_version, terms_accepted_at, lang, created_at, updated_at';

/** The number fields of a users row (the plain-SQL read below). */
const USER_NUMBERS: ReadonlySet<string> = new Set([
  'id',
  'payPasswordFailures',
  'payLockedUntil',
  'invitedBy',
  'termsAcceptedAt',
  'createdAt',
  'updatedAt',
]);

/** A users row as plain SQL reads it, as TypeORM builds it (users.repository.spec.ts holds the two alike). */
function userFromRow(row: SqlRow): User {
  return { ...entityOf<User>(row, USER_NUMBERS), phoneVerified: bool(row.phone_verified) };
}

@Injectable()
export class UsersRepository extends TransactionalRepository {
  /** Plain SQL: read on every payment, wallet and transfer screen, where TypeORM's query building cost more than the read. */
  async findById(id: number): Promise<User | null> {
    const [row] = await sqlOf(this.dataSource).rows(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
    return row ? userFromRow(row) : null;
  }

  /** Several accounts at once (a list that names its buyers). */
  findByIds(ids: number[]): Promise<User[]> {
    return ids.length ? this.manager().findBy(User, { id: In(ids) }) : Promise.resolve([]);
  }

  findByIdInTx(tx: EntityManager, id: number): Promise<User | null> {
    return this.manager(tx).findOneBy(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.manager().findOneBy(User, { email });
  }

  findByInviteCode(inviteCode: string): Promise<User | null> {
    return this.manager().findOneBy(User, { inviteCode });
  }

  async isRetired(email: string): Promise<boolean> {
    return (await this.manager().countBy(RetiredEmail, { email })) > 0;
  }

  async insert(values: Omit<User, 'id'>, tx?: EntityManager): Promise<User> {
    await this.manager(tx).insert(User, values);
    return this.manager(tx).findOneByOrFail(User, { uuid: values.uuid });
  }

  findByVerifiedPhone(number: string): Promise<User | null> {
    return this.manager().findOneBy(User, { verifiedPhone: number });
  }

  async update(id: number, values: Partial<Omit<User, 'id'>>, tx?: EntityManager): Promise<void> {
    await this.manager(tx).update(User, { id }, values);
  }

  /** Sets the first payment password; false when one was already set. */
  async setFirstPayPassword(id: number, hash: string, at: number): Promise<boolean> {
    const result = await this.manager()
      .createQueryBuilder()
      .update(User)
      .set({ payPasswordHash: hash, payPasswordFailures: 0, payLockedUntil: null, updatedAt: at })
      .where('id = :id AND pay_password_hash IS NULL', { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Moves an account to a new address and retires the old one, in the caller's transaction. */
  async changeEmail(user: User, email: string, at: number, tx: EntityManager): Promise<boolean> {
    await tx.insert(RetiredEmail, { email: user.email, userId: user.id, retiredAt: at });
    const result = await tx
      .createQueryBuilder()
      .update(User)
      .set({ email, updatedAt: at })
      .where('id = :id AND email = :old', { id: user.id, old: user.email })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async setStatus(email: string, status: UserStatus, at: number): Promise<boolean> {
    const result = await this.manager().update(User, { email }, { status, updatedAt: at });
    return (result.affected ?? 0) === 1;
  }

  /** Ids of active fans after `afterId`, in id order (a batch of a grant to every fan). */
  async fanIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.manager()
      .createQueryBuilder(User, 'u')
      .select('u.id', 'id')
      .where("u.id > :afterId AND u.role = 'fan' AND u.status = 'active'", { afterId })
      .orderBy('u.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: unknown }>();
    return rows.map((r) => Number(r.id));
  }

  /** A fan's e-mail address (null when there is no such fan): one column, for mail on a hot path. */
  async emailOf(id: number): Promise<string | null> {
    const [row] = await sqlOf(this.dataSource).rows<{ email: string }>('SELECT email FROM users WHERE id = ?', [id]);
    return row?.email ?? null;
  }

  /**
   * The payment password's state, read in the caller's transaction with a lock on the fan's row
   * (MySQL), so checks of one fan's payment password take turns. Null when there is no such fan.
   */
  async payPasswordState(tx: EntityManager, id: number): Promise<PayPasswordState | null> {
    const sql = sqlOf(this.dataSource);
    const [row] = await sql.rows<{ hash: string | null; failures: unknown; locked: unknown }>(
      'SELECT pay_password_hash AS hash, pay_password_failures AS failures, pay_locked_until AS locked FROM users WHERE id = ?' +
        (sql.mysql ? ' FOR UPDATE' : ''),
      [id],
      tx,
    );
    return row ? { hash: row.hash, failures: num(row.failures), lockedUntil: numOrNull(row.locked) } : null;
  }

  /** Writes the wrong-try count and the lock (and a re-keyed hash when given), in the caller's transaction. */
  async setPayPasswordState(
    tx: EntityManager,
    id: number,
    state: { failures: number; lockedUntil: number | null; hash: string | null },
  ): Promise<void> {
    await sqlOf(this.dataSource).run(
      'UPDATE users SET pay_password_failures = ?, pay_locked_until = ?, pay_password_hash = COALESCE(?, pay_password_hash) WHERE id = ?',
      [state.failures, state.lockedUntil, state.hash, id],
      tx,
    );
  }
}

/** Where a fan's payment password stands: its hash, the wrong tries in a row, the lock's end. */
export interface PayPasswordState {
  hash: string | null;
  failures: number;
  lockedUntil: number | null;
}
