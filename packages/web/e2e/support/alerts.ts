import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '@fanpass/test-support';

/** The part of better-sqlite3 used here (the app's own driver, from the api package). */
interface SqliteHandle {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}
const Database = createRequire(join(ROOT, 'packages/api/package.json'))('better-sqlite3') as new (
  path: string,
  options: { timeout: number; readonly: boolean },
) => SqliteHandle;

/**
 * What the browser's own `pushManager.subscribe` would answer (the one thing stood in for: no push
 * service is reachable here): an FCM endpoint and real P-256 keys, as Chromium makes them.
 */
export function fakeBrowserSubscription(): { endpoint: string; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** The push messages the server wrote to the outbox (what it would send the push service), oldest first. */
export function pushMessages(
  databaseUrl: string,
): Array<{ kind: string; title: string; body: string; path: string; tag: string }> {
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { timeout: 10_000, readonly: true });
  try {
    const rows = db.prepare("SELECT payload FROM outbox_deliveries WHERE channel = 'push' ORDER BY id").all() as {
      payload: string;
    }[];
    return rows.map((r) => (JSON.parse(r.payload) as { message: ReturnType<typeof pushMessages>[number] }).message);
  } finally {
    db.close();
  }
}

/** How many Web Push subscriptions the server keeps (every account's). */
export function pushSubscriptionCount(databaseUrl: string): number {
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { timeout: 10_000, readonly: true });
  try {
    const [row] = db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions').all() as { n: number }[];
    return Number(row!.n);
  } finally {
    db.close();
  }
}
