import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/** A database of its own for one test file: a temp SQLite file, or a fresh MySQL schema when DATABASE_URL is MySQL. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function isMysql(): boolean {
  return /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isMysql()) {
    const dir = mkdtempSync(join(tmpdir(), 'fanpass-test-'));
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.DATABASE_URL!.replace(/^mariadb:/, 'mysql:'));
  const name = `fp_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: `mysql://${base.username}:${base.password}@${base.host}/` });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await createConnection({ uri: `mysql://${base.username}:${base.password}@${base.host}/` });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
