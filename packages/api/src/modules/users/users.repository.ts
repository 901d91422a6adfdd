import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager } from 'typeorm';
import { RetiredEmail } from './entities/retired-email.entity.js';
import { User, type UserStatus } from './entities/user.entity.js';

@Injectable()
export class UsersRepository extends TransactionalRepository {
  findById(id: number): Promise<User | null> {
    return this.manager().findOneBy(User, { id });
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
}
