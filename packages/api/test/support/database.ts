import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/app/entities.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { migrationsHash, templateSchemaName } from './schema-template.js';

/**
 * A database of its own for one test file, with every migration already run (a copy of a
 * template, test/support/schema-template.ts): a temp SQLite file, or a fresh MySQL schema when
 * DATABASE_URL is MySQL.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function isMysql(): boolean {
  return /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');
}

/** Runs every migration into the database at `url` (SQLite file or MySQL schema). */
async function migrate(database: { type: 'sqlite'; path: string } | { type: 'mysql'; url: string; database: string }) {
  const source = new DataSource(dataSourceOptions(database, ENTITIES));
  await source.initialize();
  try {
    await source.runMigrations({ transaction: 'each' });
  } finally {
    await source.destroy();
  }
}

/** The migrated SQLite template file for the current migrations, built by the first file that needs it. */
async function sqliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `fanpass-tpl-${migrationsHash()}.sqlite`);
  if (existsSync(template)) return template;
  // Built under a name of its own and renamed into place: files that race here each build one,
  // and the last rename wins with an identical file.
  const dir = mkdtempSync(join(tmpdir(), 'fanpass-tpl-'));
  const path = join(dir, 'template.sqlite');
  await migrate({ type: 'sqlite', path });
  renameSync(path, template);
  rmSync(dir, { recursive: true, force: true });
  return template;
}

function adminUri(base: URL): string {
  return `mysql://${base.username}:${base.password}@${base.host}/`;
}

/** The migrated MySQL template schema, built once (under a named lock) by the first file that needs it. */
async function mysqlTemplate(base: URL, admin: Connection): Promise<string> {
  const name = templateSchemaName();
  const ready = async () => {
    const [rows] = await admin.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = ?', [`${name}`]);
    return (rows as unknown[]).length > 0;
  };
  if (await ready()) return name;
  await admin.query('SELECT GET_LOCK(?, 600)', [name]);
  try {
    if (await ready()) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS \`${building}\``);
    await admin.query(`CREATE DATABASE \`${building}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const url = new URL(base.toString());
    url.pathname = `/${building}`;
    await migrate({ type: 'mysql', url: url.toString(), database: building });
    // MySQL cannot rename a schema: the finished tables move into the template's name at once.
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const tables = await tablesOf(admin, building);
    await admin.query(
      `RENAME TABLE ${tables.map((t) => `\`${building}\`.\`${t}\` TO \`${name}\`.\`${t}\``).join(', ')}`,
    );
    await admin.query(`DROP DATABASE \`${building}\``);
    return name;
  } finally {
    await admin.query('SELECT RELEASE_LOCK(?)', [name]);
  }
}

async function tablesOf(admin: Connection, schema: string): Promise<string[]> {
  const [rows] = await admin.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'",
    [schema],
  );
  return (rows as Array<{ name: string }>).map((row) => row.name);
}

/** A copy of the template schema: its tables as it declares them (keys and foreign keys too), and its rows. */
async function cloneSchema(admin: Connection, template: string, name: string): Promise<void> {
  const tables = await tablesOf(admin, template);
  const statements = ['SET FOREIGN_KEY_CHECKS = 0', `USE \`${name}\``];
  for (const table of tables) {
    const [rows] = await admin.query(`SHOW CREATE TABLE \`${template}\`.\`${table}\``);
    statements.push((rows as Array<Record<string, string>>)[0]!['Create Table']!);
  }
  for (const table of tables) statements.push(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  await admin.query(statements.join(';\n'));
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isMysql()) {
    const template = await sqliteTemplate();
    const dir = mkdtempSync(join(tmpdir(), 'fanpass-test-'));
    copyFileSync(template, join(dir, 'test.sqlite'));
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = new URL(process.env.DATABASE_URL!.replace(/^mariadb:/, 'mysql:'));
  const name = `fp_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: adminUri(base), multipleStatements: true });
  try {
    const template = await mysqlTemplate(base, admin);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await cloneSchema(admin, template, name);
  } finally {
    await admin.end();
  }
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await createConnection({ uri: adminUri(base) });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
