import type { DataSource } from 'typeorm';

/** Prepared statements TypeORM keeps on SQLite's one connection (its default is 100). */
export const SQLITE_STATEMENT_CACHE = 1000;

type Parameters = Record<string, unknown>;

interface EscapingDriver {
  escapeQueryWithParameters(sql: string, parameters: Parameters): [string, unknown[]];
}

/**
 * One of the two SQLite patches (decision 0018, pinned to TypeORM's version in sqlite-patches.ts):
 * the data source's driver gets its own escapeQueryWithParameters.
 *
 * TypeORM's SQLite driver writes every number parameter into the SQL text as a literal, so
 * `WHERE id = 42` and `WHERE id = 43` are two statements: each query is prepared anew and the
 * statement cache never hits (a profile of a wallet payment spent an eighth of its time in
 * better-sqlite3's prepare). Here numbers are bound like every other value. A whole number is
 * bound as a BigInt, which better-sqlite3 binds as an INTEGER — exactly what the literal was;
 * a JS number would be bound as a REAL and a TEXT column would store 5 as '5.0'. Reads are
 * unchanged (better-sqlite3 hands back numbers unless asked for BigInts).
 *
 * Everything else is TypeORM's own rule for SQLite (AbstractSqliteDriver.escapeQueryWithParameters).
 */
export function bindNumbersOnSqlite(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const driver = dataSource.driver as unknown as EscapingDriver;
  driver.escapeQueryWithParameters = (sql, parameters) => {
    const bound: unknown[] = [];
    if (!parameters || !Object.keys(parameters).length) return [sql, bound];
    const text = sql.replaceAll(/:(\.\.\.)?([A-Za-z0-9_.]+)/g, (full, spread: string | undefined, key: string) => {
      if (!Object.hasOwn(parameters, key)) return full;
      const value = parameters[key];
      if (spread) {
        return (value as unknown[])
          .map((v) => {
            bound.push(sqliteValue(v));
            return '?';
          })
          .join(', ');
      }
      if (typeof value === 'function') return (value as () => string)();
      bound.push(sqliteValue(value));
      return '?';
    });
    return [text, bound];
  };
  return dataSource;
}

function sqliteValue(value: unknown): unknown {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (value instanceof Date) return dateString(value);
  return value;
}

/** TypeORM's DateUtils.mixedDateToUtcDatetimeString: 'YYYY-MM-DD HH:mm:ss.SSS' in UTC. */
function dateString(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
