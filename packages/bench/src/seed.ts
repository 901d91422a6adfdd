import jwt from 'jsonwebtoken';
import { randomBytes, randomUUID } from 'node:crypto';
import { type Db, places } from './db.js';
import type { Login } from './signed.js';

/*
 * What a run needs before its load starts, written straight into the database the app migrated, as
 * the app writes it: making thousands of accounts over HTTP would take longer than the run.
 */

/** A signed-in fan: the account's id, and the login its requests carry. */
export interface Fan extends Login {
  id: number;
}

/** The login token of a session, as SessionsService.issue signs it (HS256 over `sub` and `sid`). */
export function loginToken(secret: string, userId: number, sessionId: string): string {
  return jwt.sign({ sub: userId, sid: sessionId }, secret, { algorithm: 'HS256', expiresIn: 86_400 });
}

/** `count` signed-in fans: users and sessions rows, and the login tokens of those sessions. */
export async function seedFans(db: Db, count: number, jwtSecret: string): Promise<Fan[]> {
  const now = Date.now();
  const tag = randomBytes(3).toString('hex');
  const fans: Fan[] = [];
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const uuids = Array.from({ length: n }, () => randomUUID());
    await db.run(
      `INSERT INTO users (uuid, email, password_hash, invite_code, phone_verified, status, role, created_at, updated_at) VALUES ${places(n, "(?, ?, 'x', ?, 1, 'active', 'fan', ?, ?)")}`,
      uuids.flatMap((uuid, i) => [uuid, `bench-${tag}-${start + i}@example.com`, `B${tag}${start + i}`, now, now]),
    );
    const rows = await db.all<{ id: number; uuid: string }>(
      `SELECT id, uuid FROM users WHERE uuid IN (${places(n)})`,
      uuids,
    );
    const sessions = rows.map(({ id, uuid }) => ({ id: Number(id), uuid, sid: randomUUID() }));
    await db.run(
      `INSERT INTO sessions (id, user_id, platform, created_at, expires_at) VALUES ${places(n, "(?, ?, 'H5', ?, ?)")}`,
      sessions.flatMap((s) => [s.sid, s.id, now, now + 86_400_000]),
    );
    for (const s of sessions) fans.push({ id: s.id, uuid: s.uuid, token: loginToken(jwtSecret, s.id, s.sid) });
  }
  return fans;
}

export interface BenchEvent {
  eventId: number;
  /** Its one seat area. */
  typeId: number;
}

/**
 * An event on sale now with one seat area (no seat map) of `capacity` seats at `price`, a fan
 * allowed `limit` tickets; it starts `startsInMs` from now.
 */
export async function seedEvent(
  db: Db,
  slug: string,
  options: { capacity: number; price?: number; limit?: number; startsInMs?: number },
): Promise<BenchEvent> {
  const now = Date.now();
  const startsAt = now + (options.startsInMs ?? 30 * 86_400_000);
  await db.run(
    `INSERT INTO events (slug, title, about, images, venue, location, starts_at, ends_at, sale_starts_at, desktop_only, real_name_required, ticket_limit, currency, created_at, updated_at)
     VALUES (?, 'Bench', '', '[]', 'Arena', 'Macau', ?, ?, ?, 0, 0, ?, 'VND', ?, ?)`,
    [slug, startsAt, startsAt + 3_600_000, now - 86_400_000, options.limit ?? 4, now, now],
  );
  const [event] = await db.all<{ id: number }>('SELECT id FROM events WHERE slug = ?', [slug]);
  await db.run(
    `INSERT INTO ticket_types (event_id, code, name, price, capacity, sold, held, sort_order, created_at, updated_at) VALUES (?, 'standing', 'Standing', ?, ?, 0, 0, 0, ?, ?)`,
    [event!.id, options.price ?? 100_000, options.capacity, now, now],
  );
  const [type] = await db.all<{ id: number }>('SELECT id FROM ticket_types WHERE event_id = ?', [event!.id]);
  return { eventId: Number(event!.id), typeId: Number(type!.id) };
}
