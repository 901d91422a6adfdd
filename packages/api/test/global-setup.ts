import { createConnection } from 'mysql2/promise';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * On MySQL, drops the test schemas (`fp_t_<pid>_…`, test/support/database.ts) whose process is gone:
 * left by earlier interrupted runs, or by a worker that died in this one.
 */
export async function dropOrphanSchemas(): Promise<void> {
  const raw = process.env.DATABASE_URL ?? '';
  if (!/^(mysql|mariadb):/.test(raw)) return;
  const base = new URL(raw.replace(/^mariadb:/, 'mysql:'));
  const conn = await createConnection({ uri: `mysql://${base.username}:${base.password}@${base.host}/` });
  const [rows] = await conn.query("SHOW DATABASES LIKE 'fp\\_t\\_%'");
  for (const row of rows as Array<Record<string, string>>) {
    const name = Object.values(row)[0]!;
    const pid = Number(name.split('_')[2]);
    if (!isAlive(pid)) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  }
  await conn.end();
}

/** Jest's globalSetup and globalTeardown (jest.config.js): once before the suites, once after. */
export default dropOrphanSchemas;
