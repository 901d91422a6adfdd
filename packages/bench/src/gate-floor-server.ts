import { type GateTicket, judgeScan, parseQr, type HmacBytes } from '@fanpass/contracts';
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';
import { createHmac } from 'node:crypto';
import { APP_MYSQL_POOL, openSqlite, type SqliteStatement } from './floor-driver.js';
import { join } from 'node:path';
import { ROOT } from '@fanpass/test-support';

/**
 * The gate scenario's floor: a bare Fastify route running the validation's own SQL (the api's
 * GATE_SQL texts) through the same driver, with the same judgement and one transaction per
 * admission, and nothing else (no guards, no signature check, no session, no Nest).
 * argv: port, sqlite|mysql, database URL.
 */
const [portArg, kind, url] = process.argv.slice(2);
const { GATE_SQL } = (await import(join(ROOT, 'packages/api/dist/modules/gate/gate.repository.js'))) as {
  GATE_SQL: Record<'ticket' | 'validation' | 'admit' | 'history', string>;
};
const hmac: HmacBytes = (key, message) => createHmac('sha256', Buffer.from(key, 'hex')).update(message).digest();

interface Driver {
  rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  /** UPDATE then INSERT in one transaction when the UPDATE changed a row; answers whether it did. */
  admit(ticketId: number, gate: string, now: number): Promise<boolean>;
}

function sqliteDriver(path: string): Driver {
  const db = openSqlite(path);
  const cache = new Map<string, SqliteStatement>();
  const st = (sql: string) => cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql)!;
  const [begin, commit] = [db.prepare('BEGIN IMMEDIATE'), db.prepare('COMMIT')];
  return {
    rows: async (sql, params) => st(sql).all(...params),
    admit: async (ticketId, gate, now) => {
      begin.run();
      try {
        const changed = st(GATE_SQL.admit).run(now, ticketId).changes === 1;
        if (changed) st(GATE_SQL.history).run(ticketId, gate, now);
        commit.run();
        return changed;
      } catch (error) {
        db.prepare('ROLLBACK').run();
        throw error;
      }
    },
  };
}

function mysqlDriver(uri: string): Driver {
  const pool = createPool({ uri, connectionLimit: APP_MYSQL_POOL });
  return {
    rows: async (sql, params) => (await pool.query(sql, params))[0] as Record<string, unknown>[],
    admit: async (ticketId, gate, now) => {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const [result] = await conn.query(GATE_SQL.admit, [now, ticketId]);
        const changed = (result as { affectedRows: number }).affectedRows === 1;
        if (changed) await conn.query(GATE_SQL.history, [ticketId, gate, now]);
        await conn.commit();
        return changed;
      } catch (error) {
        await conn.rollback();
        throw error;
      } finally {
        conn.release();
      }
    },
  };
}

const driver = kind === 'sqlite' ? sqliteDriver(url!.slice('sqlite:'.length)) : mysqlDriver(url!);

async function ticket(code: string): Promise<GateTicket | null> {
  const [row] = await driver.rows(GATE_SQL.ticket, [code]);
  if (!row) return null;
  const [validation] = row.status === 'validated' ? await driver.rows(GATE_SQL.validation, [row.id]) : [];
  return {
    id: Number(row.id),
    code: String(row.code),
    eventId: Number(row.event_id),
    status: String(row.status),
    secret: String(row.secret),
    holderName: Number(row.real_name_required) ? ((row.attendee_name as string | null) ?? null) : null,
    area: String(row.seat_area),
    seatRow: (row.seat_row as string | null) ?? null,
    seatNumber: row.seat_number == null ? null : String(row.seat_number),
    validatedAt: validation ? Number(validation.created_at) : null,
    validatedGate: validation ? ((validation.detail as string | null) ?? null) : null,
  };
}

const app = Fastify({ logger: false });
app.post('/fanapih5/gate/validate', async (request) => {
  const body = request.body as { eventId: number; qr: string; gate: string };
  const parsed = parseQr(body.qr);
  const now = Date.now();
  const found = parsed ? await ticket(parsed.code) : null;
  let view = judgeScan(found, parsed, body.eventId, now, 30, hmac);
  if (view.verdict === 'valid' && !(await driver.admit(found!.id, body.gate, now))) {
    view = judgeScan(await ticket(parsed!.code), parsed, body.eventId, now, 30, hmac);
  }
  return { code: 200, msg: 'Success', data: view };
});
app.get('/fanapih5/notify', async () => ({ code: 200, msg: 'Success', data: null }));
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
