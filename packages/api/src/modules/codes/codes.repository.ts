import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, MoreThan } from 'typeorm';
import { type CodeChannel, VerificationCode } from './entities/verification-code.entity.js';

@Injectable()
export class CodesRepository extends TransactionalRepository {
  /** The newest code sent to a target for a purpose. */
  latest(channel: CodeChannel, target: string, purpose: string, tx?: EntityManager): Promise<VerificationCode | null> {
    return this.manager(tx).findOne(VerificationCode, {
      where: { channel, target, purpose },
      order: { id: 'DESC' },
    });
  }

  /** Codes sent to a target (any purpose) since a time, oldest first. */
  sentToSince(channel: CodeChannel, target: string, since: number): Promise<VerificationCode[]> {
    return this.manager().find(VerificationCode, {
      where: { channel, target, createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
      select: { id: true, createdAt: true },
    });
  }

  /** Codes requested from a client address since a time, oldest first. */
  requestedBySince(clientIp: string, since: number): Promise<VerificationCode[]> {
    return this.manager().find(VerificationCode, {
      where: { clientIp, createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
      select: { id: true, createdAt: true },
    });
  }

  /** Answers the new code's id. */
  async insert(code: Omit<VerificationCode, 'id'>, tx?: EntityManager): Promise<number> {
    const { identifiers } = await this.manager(tx).insert(VerificationCode, code);
    return Number((identifiers[0] as { id: unknown }).id);
  }

  /** Claims one try (never past the limit, never on a used code); the tries so far, or null when none is left. */
  async claimTry(id: number, limit: number): Promise<number | null> {
    const result = await this.manager()
      .createQueryBuilder()
      .update(VerificationCode)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :limit AND consumed_at IS NULL', { id, limit })
      .execute();
    if ((result.affected ?? 0) !== 1) return null;
    return (await this.manager().findOneByOrFail(VerificationCode, { id })).attempts;
  }

  /** Whether the code has been used (read after a refused claim). */
  async isConsumed(id: number): Promise<boolean> {
    const row = await this.manager().findOneByOrFail(VerificationCode, { id });
    return row.consumedAt !== null;
  }

  /** Gives back a claimed try (the code was right). */
  async refundTry(id: number): Promise<void> {
    await this.manager()
      .createQueryBuilder()
      .update(VerificationCode)
      .set({ attempts: () => 'attempts - 1' })
      .where('id = :id AND attempts > 0', { id })
      .execute();
  }

  /** Marks a code used; false when it was already used or burnt (someone else won). */
  async consume(id: number, at: number, limit: number, tx?: EntityManager): Promise<boolean> {
    const result = await this.manager(tx)
      .createQueryBuilder()
      .update(VerificationCode)
      .set({ consumedAt: at })
      .where('id = :id AND consumed_at IS NULL AND attempts < :limit', { id, limit })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
