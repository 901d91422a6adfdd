import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, IsNull } from 'typeorm';
import { bool, num, numOrNull, sqlOf } from '../../infra/sql.js';
import type { User } from '../users/index.js';
import { Session } from './entities/session.entity.js';

/** A session row and the fields of its user that every authenticated request needs. */
export interface SessionWithUser {
  session: Pick<Session, 'id' | 'userId' | 'expiresAt' | 'revokedAt'>;
  user: Pick<User, 'id' | 'uuid' | 'status' | 'role' | 'phoneVerified'>;
}

interface SessionUserRow {
  id: string;
  user_id: unknown;
  expires_at: unknown;
  revoked_at: unknown;
  uuid: string;
  status: User['status'];
  role: string;
  phone_verified: unknown;
}

/** Read on every authenticated request: one round trip, never cached (revocation is immediate). */
const SESSION_WITH_USER =
  'SELECT s.id, s.user_id, s.expires_at, s.revoked_at, u.uuid, u.status, u.role, u.phone_verified ' +
  'FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?';

@Injectable()
export class SessionsRepository extends TransactionalRepository {
  async insert(session: Session, tx?: EntityManager): Promise<void> {
    await this.manager(tx).insert(Session, session);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const [row] = await sqlOf(this.dataSource).rows<SessionUserRow>(SESSION_WITH_USER, [id]);
    if (!row) return null;
    const userId = num(row.user_id);
    return {
      session: { id: row.id, userId, expiresAt: num(row.expires_at), revokedAt: numOrNull(row.revoked_at) },
      user: { id: userId, uuid: row.uuid, status: row.status, role: row.role, phoneVerified: bool(row.phone_verified) },
    };
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
