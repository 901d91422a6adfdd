import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '@fanpass/test-support';

/** The part of better-sqlite3 used here (the app's own driver, from the api package). */
interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
  transaction<T>(fn: () => T): () => T;
  close(): void;
}
const Database = createRequire(join(ROOT, 'packages/api/package.json'))('better-sqlite3') as new (
  path: string,
  options: { timeout: number },
) => SqliteHandle;

export interface SeededTicket {
  code: string;
  secret: string;
}

/**
 * `count` ready tickets of an event's first seat area, written straight into a journey server's
 * embedded database as the app writes them (as the bench seeds its gate run): buying tens of
 * thousands over HTTP would take longer than the journey.
 */
export function seedReadyTickets(databaseUrl: string, eventSlug: string, count: number): SeededTicket[] {
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { timeout: 10_000 });
  try {
    const event = db.prepare('SELECT id FROM events WHERE slug = ?').get(eventSlug) as { id: number };
    const type = db
      .prepare('SELECT id, name FROM ticket_types WHERE event_id = ? ORDER BY id LIMIT 1')
      .get(event.id) as {
      id: number;
      name: string;
    };
    const now = Date.now();
    const insert = db.prepare(
      `INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, status, secret, created_at, updated_at)
       VALUES (?, 0, 0, ?, ?, ?, 'ready', ?, ?, ?)`,
    );
    const tickets = Array.from({ length: count }, () => ({
      code: randomBytes(10).toString('hex').toUpperCase(),
      secret: randomBytes(32).toString('hex'),
    }));
    db.transaction(() => {
      for (const t of tickets) insert.run(t.code, event.id, type.id, type.name, t.secret, now, now);
    })();
    return tickets;
  } finally {
    db.close();
  }
}
