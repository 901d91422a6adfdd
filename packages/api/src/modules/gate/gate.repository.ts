import type { GateManifestTicket, GateSyncOutcome, GateTicket } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { bool, num, numOrNull, type Sql, sqlOf, type SqlRow } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { GateScan } from './entities/gate-scan.entity.js';
import { GateStaff } from './entities/gate-staff.entity.js';

/** The validation's statements, in plain SQL on the hot path. */
export const GATE_SQL = {
  ticket:
    'SELECT t.id, t.code, t.event_id, t.status, t.secret, t.attendee_name, t.seat_area, t.seat_row, t.seat_number, ' +
    'e.real_name_required ' +
    'FROM tickets t JOIN events e ON e.id = t.event_id WHERE t.code = ?',
  validation:
    "SELECT detail, created_at FROM ticket_history WHERE ticket_id = ? AND kind = 'Validated' ORDER BY id LIMIT 1",
  /** The one conditional UPDATE that admits a ticket: two gates at once, one row changes. */
  admit: "UPDATE tickets SET status = 'validated', updated_at = ? WHERE id = ? AND status = 'ready'",
  history: "INSERT INTO ticket_history (ticket_id, kind, detail, created_at) VALUES (?, 'Validated', ?, ?)",
  staff: 'SELECT event_id FROM gate_staff WHERE user_id = ?',
} as const;

function gateTicket(row: SqlRow, validation: SqlRow | undefined): GateTicket {
  return {
    id: num(row.id),
    code: String(row.code),
    eventId: num(row.event_id),
    status: String(row.status),
    secret: String(row.secret ?? ''),
    holderName: bool(row.real_name_required) ? ((row.attendee_name as string | null) ?? null) : null,
    area: String(row.seat_area),
    seatRow: (row.seat_row as string | null) ?? null,
    seatNumber: row.seat_number == null ? null : String(row.seat_number),
    validatedAt: validation ? numOrNull(validation.created_at) : null,
    validatedGate: validation ? ((validation.detail as string | null) ?? null) : null,
  };
}

@Injectable()
export class GateRepository extends TransactionalRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    super(dataSource);
    this.sql = sqlOf(dataSource);
  }

  /** The events a staff account may validate for (none: not staff). */
  async staffEvents(userId: number): Promise<number[]> {
    return (await this.sql.rows(GATE_SQL.staff, [userId])).map((r) => num(r.event_id));
  }

  /** A ticket as the gate judges it (with its validation when validated); null when unknown. */
  async ticket(code: string, tx?: EntityManager): Promise<GateTicket | null> {
    const [row] = await this.sql.rows(GATE_SQL.ticket, [code], tx);
    if (!row) return null;
    const validation =
      row.status === 'validated' ? (await this.sql.rows(GATE_SQL.validation, [row.id], tx))[0] : undefined;
    return gateTicket(row, validation);
  }

  /**
   * Makes every other upload that admits this ticket wait until this transaction ends: on MySQL a
   * locking read of its row (a current read, so reads after it see every admission committed
   * before it); on SQLite transactions already run one at a time.
   */
  async lockTicket(tx: EntityManager, code: string): Promise<void> {
    if (this.sql.mysql) await this.sql.rows('SELECT id FROM tickets WHERE code = ? FOR UPDATE', [code], tx);
  }

  /** The account holding a ticket. */
  async holderOf(ticketId: number): Promise<number | null> {
    const [row] = await this.sql.rows('SELECT user_id FROM tickets WHERE id = ?', [ticketId]);
    return row ? num(row.user_id) : null;
  }

  /** Moves a ticket to validated if it is still admissible, with its 'Validated' entry; false when another scan won. */
  async admit(tx: EntityManager, ticketId: number, gate: string, at: number, now: number): Promise<boolean> {
    const { affected } = await this.sql.run(GATE_SQL.admit, [now, ticketId], tx);
    if (affected !== 1) return false;
    await this.sql.run(GATE_SQL.history, [ticketId, gate, at], tx);
    return true;
  }

  /** Moves a ticket's 'Validated' entry to an earlier admission (an offline scan that came first). */
  async moveValidation(tx: EntityManager, ticketId: number, gate: string, at: number): Promise<void> {
    await this.sql.run(
      "UPDATE ticket_history SET detail = ?, created_at = ? WHERE ticket_id = ? AND kind = 'Validated' AND created_at > ?",
      [gate, at, ticketId, at],
      tx,
    );
  }

  /** Every ticket of an event, for its gate manifest. */
  async manifestTickets(eventId: number): Promise<GateManifestTicket[]> {
    const rows = await this.sql.rows(
      'SELECT t.id, t.code, t.event_id, t.status, t.secret, t.attendee_name, t.seat_area, t.seat_row, t.seat_number, ' +
        'e.real_name_required, ' +
        'h.detail, h.created_at FROM tickets t JOIN events e ON e.id = t.event_id ' +
        "LEFT JOIN ticket_history h ON h.ticket_id = t.id AND h.kind = 'Validated' AND t.status = 'validated' " +
        'WHERE t.event_id = ? ORDER BY t.id',
      [eventId],
    );
    const byId = new Map<number, GateManifestTicket>();
    for (const row of rows) {
      const id = num(row.id);
      if (byId.has(id)) continue;
      const { eventId: _event, ...ticket } = gateTicket(row, row.created_at == null ? undefined : row);
      byId.set(id, ticket);
    }
    return [...byId.values()];
  }

  findScan(deviceId: string, scanId: string): Promise<GateScan | null> {
    return this.manager().findOneBy(GateScan, { deviceId, scanId });
  }

  async insertScan(tx: EntityManager, scan: Omit<GateScan, 'id'>): Promise<void> {
    await tx.insert(GateScan, scan);
  }

  conflicts(eventId: number): Promise<GateScan[]> {
    return this.manager().find(GateScan, { where: { eventId, outcome: 'conflict' }, order: { scannedAt: 'ASC' } });
  }

  /** Adds a staff account to an event; false when it already was. */
  async addStaff(tx: EntityManager, userId: number, eventId: number, now: number): Promise<boolean> {
    if (await tx.findOneBy(GateStaff, { userId, eventId })) return false;
    await tx.insert(GateStaff, { userId, eventId, createdAt: now });
    return true;
  }

  async removeStaff(tx: EntityManager, userId: number, eventId: number): Promise<boolean> {
    const result = await tx.delete(GateStaff, { userId, eventId });
    return (result.affected ?? 0) > 0;
  }

  /** An event's staff accounts, first added first. */
  async staffOf(eventId: number): Promise<GateStaffRow[]> {
    const rows = await this.sql.rows(
      'SELECT s.user_id, s.created_at, u.email, u.nickname FROM gate_staff s JOIN users u ON u.id = s.user_id ' +
        'WHERE s.event_id = ? ORDER BY s.created_at, s.id',
      [eventId],
    );
    return rows.map((r) => ({
      userId: num(r.user_id),
      email: String(r.email),
      nickname: String(r.nickname ?? ''),
      addedAt: num(r.created_at),
    }));
  }

  /** The event's valid (not revoked) tickets, by seat area. */
  async validTicketsByType(eventId: number): Promise<Map<number, number>> {
    const rows = await this.sql.rows(
      "SELECT ticket_type_id, COUNT(*) AS n FROM tickets WHERE event_id = ? AND status <> 'revoked' GROUP BY ticket_type_id",
      [eventId],
    );
    return new Map(rows.map((r) => [num(r.ticket_type_id), num(r.n)]));
  }

  /** The gate each entry detail of the event names: seat area id -> gate, 0 for the event's own. */
  async entryGates(eventId: number): Promise<Map<number, string>> {
    const rows = await this.sql.rows(
      'SELECT ticket_type_id, gate FROM entry_details WHERE event_id = ? AND gate IS NOT NULL',
      [eventId],
    );
    return new Map(rows.map((r) => [num(r.ticket_type_id), String(r.gate)]));
  }

  /** Tickets of the event scanned in, by the gate of their admission, and in all. */
  async admitted(eventId: number): Promise<{ total: number; byGate: Map<string, number> }> {
    const from =
      "FROM ticket_history h JOIN tickets t ON t.id = h.ticket_id WHERE t.event_id = ? AND h.kind = 'Validated'";
    const [rows, [all]] = await Promise.all([
      this.sql.rows(`SELECT h.detail AS gate, COUNT(DISTINCT h.ticket_id) AS n ${from} GROUP BY h.detail`, [eventId]),
      this.sql.rows(`SELECT COUNT(DISTINCT h.ticket_id) AS n ${from}`, [eventId]),
    ]);
    return { total: num(all?.n ?? 0), byGate: new Map(rows.map((r) => [String(r.gate ?? ''), num(r.n)])) };
  }

  /**
   * The event's latest scans, newest first: admissions (online, or uploaded by an offline device)
   * from the tickets' 'Validated' entries, and the uploads that were not admissions (conflicts,
   * refusals) from the uploaded scans; online refusals are not kept anywhere.
   */
  async recentScans(eventId: number, limit: number): Promise<RecentScanRow[]> {
    const [admissions, uploads] = await Promise.all([
      this.sql.rows(
        'SELECT t.code, h.detail, h.created_at FROM ticket_history h JOIN tickets t ON t.id = h.ticket_id ' +
          `WHERE t.event_id = ? AND h.kind = 'Validated' ORDER BY h.created_at DESC, h.id DESC LIMIT ${limit}`,
        [eventId],
      ),
      this.sql.rows(
        'SELECT code, gate, scanned_at, outcome, verdict FROM gate_scans ' +
          `WHERE event_id = ? AND outcome <> 'admitted' ORDER BY scanned_at DESC, id DESC LIMIT ${limit}`,
        [eventId],
      ),
    ]);
    const rows: RecentScanRow[] = [
      ...admissions.map((r) => ({
        at: num(r.created_at),
        gate: String(r.detail ?? ''),
        code: String(r.code),
        outcome: 'admitted' as const,
        verdict: null,
      })),
      ...uploads.map((r) => ({
        at: num(r.scanned_at),
        gate: String(r.gate),
        code: String(r.code),
        outcome: String(r.outcome) as GateSyncOutcome,
        verdict: String(r.verdict),
      })),
    ];
    return rows.sort((a, b) => b.at - a.at).slice(0, limit);
  }
}

/** A staff account of an event, as the console lists it. */
export interface GateStaffRow {
  userId: number;
  email: string;
  nickname: string;
  addedAt: number;
}

/** One scan at an event's gates (see `recentScans`). */
export interface RecentScanRow {
  at: number;
  gate: string;
  code: string;
  outcome: GateSyncOutcome;
  /** An upload's offline verdict; null for admissions read from the tickets. */
  verdict: string | null;
}
