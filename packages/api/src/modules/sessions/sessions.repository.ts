import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, IsNull } from 'typeorm';
import { bool, num, numOrNull, sqlOf } from '../../infra/sql.js';
import type { User } from '../users/index.js';
import { Session } from './entities/session.entity.js';
import { SESSION_COLUMNS, SessionCache, USER_COLUMNS } from './session-cache.js';

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

/**
 * Read on an authenticated request: every one on MySQL/MariaDB; on the embedded database the first
 * of each session, then kept by SessionCache, which drops it on any change (revocation stays immediate).
 */
const SESSION_WITH_USER =
  `SELECT ${[...SESSION_COLUMNS.map((c) => `s.${c}`), ...USER_COLUMNS.filter((c) => c !== 'id').map((c) => `u.${c}`)].join(', ')} ` +
  'FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id = ?';

@Injectable()
export class SessionsRepository extends TransactionalRepository {
  private readonly cache = SessionCache.of(this.dataSource);

  async insert(session: Session, tx?: EntityManager): Promise<void> {
    await this.manager(tx).insert(Session, session);
  }

  /** The session and its user as kept since an earlier read (embedded database only), else undefined: read them. */
  keptWithUser(id: string): SessionWithUser | undefined {
    return this.cache?.find(id);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    const mark = this.cache?.mark();
    const [row] = await sqlOf(this.dataSource).rows<SessionUserRow>(SESSION_WITH_USER, [id]);
    if (!row) return null;
    const userId = num(row.user_id);
    const found: SessionWithUser = {
      session: { id: row.id, userId, expiresAt: num(row.expires_at), revokedAt: numOrNull(row.revoked_at) },
      user: { id: userId, uuid: row.uuid, status: row.status, role: row.role, phoneVerified: bool(row.phone_verified) },
    };
    this.cache?.keep(found, mark!);
    return found;
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
