import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';

export interface SessionWithUser {
  session: Session;
  user: User;
}

@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private manager(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }

  async insert(session: Session, tx?: EntityManager): Promise<void> {
    await this.manager(tx).insert(Session, session);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const session = await this.dataSource.manager.findOneBy(Session, { id });
    if (!session) return null;
    const user = await this.dataSource.manager.findOneBy(User, { id: session.userId });
    return user ? { session, user } : null;
  }

  async revoke(id: string, at: number, tx?: EntityManager): Promise<void> {
    await this.manager(tx).update(Session, { id, revokedAt: IsNull() }, { revokedAt: at });
  }

  /** Revokes every live session of a user, except one when given (the caller's own). */
  async revokeAllForUser(userId: number, at: number, exceptId?: string, tx?: EntityManager): Promise<void> {
    const qb = this.manager(tx)
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: at })
      .where('user_id = :userId AND revoked_at IS NULL', { userId });
    if (exceptId) qb.andWhere('id <> :exceptId', { exceptId });
    await qb.execute();
  }
}
