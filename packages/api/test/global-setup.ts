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
 * left by earlier interrupted runs, or by a worker that died in this one; and the migrated
 * templates a day old (test/support/schema-template.ts).
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
  // Templates are rebuilt when the migrations change; another checkout's tests may be using
  // theirs right now, so only those a day old go.
  const [templates] = await conn.query(
    `SELECT table_schema AS name FROM information_schema.tables
      WHERE table_schema LIKE 'fp\\_tpl\\_%'
      GROUP BY table_schema HAVING MAX(create_time) < NOW() - INTERVAL 1 DAY`,
  );
  for (const { name } of templates as Array<{ name: string }>) {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  }
  await conn.end();
}

/** Jest's globalSetup and globalTeardown (jest.config.js): once before the suites, once after. */
export default dropOrphanSchemas;
