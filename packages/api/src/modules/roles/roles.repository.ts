import type { ConsoleRole } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/db-errors.js';
import { num, sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { ConsoleRoleRow } from './entities/console-role.entity.js';

/** One role held, with its account and event as the list shows them. */
export interface HeldRole {
  id: number;
  userId: number;
  email: string;
  role: ConsoleRole;
  /** 0: the whole platform. */
  eventId: number;
  eventSlug: string | null;
  eventTitle: string | null;
  createdAt: number;
}

const HELD =
  'SELECT r.id, r.user_id, u.email, r.role, r.event_id, e.slug, e.title, r.created_at FROM console_roles r ' +
  'JOIN users u ON u.id = r.user_id LEFT JOIN events e ON e.id = r.event_id';

@Injectable()
export class RolesRepository extends TransactionalRepository {
  /** The roles an account holds (read on every console call). */
  async ofUser(userId: number): Promise<Pick<ConsoleRoleRow, 'role' | 'eventId'>[]> {
    const rows = await sqlOf(this.dataSource).rows('SELECT role, event_id FROM console_roles WHERE user_id = ?', [
      userId,
    ]);
    return rows.map((row) => ({ role: String(row.role), eventId: num(row.event_id) }));
  }

  /** Adds a role; false when the account already held it. */
  async grant(tx: EntityManager, row: Omit<ConsoleRoleRow, 'id'>): Promise<boolean> {
    try {
      await tx.insert(ConsoleRoleRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Removes a role; false when the account did not hold it. */
  async revoke(tx: EntityManager, userId: number, role: string, eventId: number): Promise<boolean> {
    const result = await tx.delete(ConsoleRoleRow, { userId, role, eventId });
    return (result.affected ?? 0) > 0;
  }

  /** Every role held (of one event and the platform's when `eventId` is given), by account e-mail. */
  async list(eventId?: number): Promise<HeldRole[]> {
    const where = eventId === undefined ? '' : ' WHERE r.event_id IN (0, ?)';
    const rows = await sqlOf(this.dataSource).rows(
      `${HELD}${where} ORDER BY u.email, r.role, r.event_id`,
      eventId === undefined ? [] : [eventId],
    );
    return rows.map((row) => ({
      id: num(row.id),
      userId: num(row.user_id),
      email: String(row.email),
      role: String(row.role) as ConsoleRole,
      eventId: num(row.event_id),
      eventSlug: (row.slug as string | null) ?? null,
      eventTitle: (row.title as string | null) ?? null,
      createdAt: num(row.created_at),
    }));
  }
}
