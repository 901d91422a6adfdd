import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Every test file gets a database of its own, and running the 40-odd migrations into it is most
 * of what that costs on MariaDB (each DDL statement a commit on disk: several seconds a schema).
 * So the migrations run once per set of migration sources into a template, and each test file's
 * database is a copy of it (test/support/database.ts): the same tables, keys and rows, the
 * migrations table included, so the app's own `migrationsRun` finds nothing left to do.
 *
 * The template's name carries a hash of the migration sources: a changed or added migration
 * builds a new one, and test/global-setup.ts drops the stale ones.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/database/migrations/', import.meta.url));

export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(MIGRATIONS_DIR + name))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The MySQL/MariaDB template schema for the current migrations (fp_tpl_<hash>). */
export const templateSchemaName = (): string => `fp_tpl_${migrationsHash()}`;
