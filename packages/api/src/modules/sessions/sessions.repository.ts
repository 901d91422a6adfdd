import { Injectable } from '@nestjs/common';
import { type DeviceClass, DEVICE_CLASSES } from '../../common/http/device-class.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { CrowdLane } from '../../database/crowd-lane.js';
import { ReadBatch } from '../../infra/read-batch.js';
import { bool, inList, num, numOrNull, sqlOf } from '../../database/sql.js';
import { Session } from './entities/session.entity.js';

/**
 * An account's status, as every request's sign-in check reads it: a suspended account's sessions
 * are refused (the users module sets it, `pnpm ops suspend`).
 */
export type UserStatus = 'active' | 'suspended';

/** A session row and the fields of its user that every authenticated request needs. */
export interface SessionWithUser {
  session: Pick<Session, 'id' | 'userId' | 'expiresAt' | 'revokedAt' | 'deviceClass'>;
  user: { id: number; uuid: string; status: UserStatus; role: string; phoneVerified: boolean };
}

interface SessionUserRow {
  id: string;
  user_id: unknown;
  expires_at: unknown;
  revoked_at: unknown;
  device_class: string;
  uuid: string;
  status: UserStatus;
  role: string;
  phone_verified: unknown;
}

/**
 * Read on every authenticated request, so a revocation, an expiry or a suspension counts from the
 * very next one. The sessions asked for in one turn of the event loop are read by one statement
 * (ReadBatch, decision 0012).
 */
const SESSIONS_WITH_USERS =
  'SELECT s.id, s.user_id, s.expires_at, s.revoked_at, s.device_class, u.uuid, u.status, u.role, u.phone_verified ' +
  'FROM sessions s INNER JOIN users u ON u.id = s.user_id WHERE s.id ';

/** A stored device class; anything else (a row written by hand) counts as unknown. */
function deviceClassOf(stored: string): DeviceClass {
  return (DEVICE_CLASSES as readonly string[]).includes(stored) ? (stored as DeviceClass) : 'unknown';
}

@Injectable()
export class SessionsRepository extends TransactionalRepository {
  private readonly reads = new ReadBatch<string, SessionWithUser>((ids) => this.readAll(ids));

  constructor(
    dataSource: DataSource,
    private readonly lane: CrowdLane,
  ) {
    super(dataSource);
  }

  async insert(session: Session, tx?: EntityManager): Promise<void> {
    await this.manager(tx).insert(Session, session);
  }

  async findWithUser(id: string): Promise<SessionWithUser | null> {
    return (await this.reads.get(id)) ?? null;
  }

  /** On the crowd lane: a crowd of checkouts never holds up the sign-in check of every request. */
  private async readAll(ids: string[]): Promise<Map<string, SessionWithUser>> {
    const sql = sqlOf(this.lane.dataSource);
    const among = inList(sql, ids);
    const rows = await sql.rows<SessionUserRow>(SESSIONS_WITH_USERS + among.text, among.params);
    const found = new Map<string, SessionWithUser>();
    for (const row of rows) {
      const userId = num(row.user_id);
      const one: SessionWithUser = {
        session: {
          id: row.id,
          userId,
          expiresAt: num(row.expires_at),
          revokedAt: numOrNull(row.revoked_at),
          deviceClass: deviceClassOf(row.device_class),
        },
        user: {
          id: userId,
          uuid: row.uuid,
          status: row.status,
          role: row.role,
          phoneVerified: bool(row.phone_verified),
        },
      };
      found.set(row.id, one);
    }
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
