import type { DataSource, EntityManager, QueryResult } from 'typeorm';

/** What a write statement did. */
export interface SqlRun {
  affected: number;
  /** The generated id of an INSERT (0 when none). */
  insertId: number;
}

/** A row as the driver hands it over: BIGINT may be a string (MySQL), booleans 0/1. */
export type SqlRow = Record<string, unknown>;

/**
 * Plain parameterized SQL (`?` placeholders on both drivers) for the hot paths, where building
 * queries through TypeORM costs more than running them. Inside a transaction pass its `tx`.
 *
 * Every statement goes through TypeORM's public QueryRunner.query: the transaction's runner, or
 * one from DataSource.createQueryRunner (on SQLite the data source's one shared runner, which
 * waits while a transaction is open, SqliteGate; on MySQL a pooled connection, released after).
 * On SQLite TypeORM keeps each runner's statements prepared (`statementCacheSize`), so a
 * statement is prepared once and reused across requests. Errors are TypeORM's QueryFailedError,
 * read through `database/db-errors.ts` (the driver's `code`, such as ER_DUP_ENTRY or
 * SQLITE_CONSTRAINT_UNIQUE).
 */
export interface Sql {
  readonly mysql: boolean;
  rows<T = SqlRow>(text: string, params: unknown[], tx?: EntityManager): Promise<T[]>;
  run(text: string, params: unknown[], tx?: EntityManager): Promise<SqlRun>;
}

class TypeOrmSql implements Sql {
  readonly mysql: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  async rows<T>(text: string, params: unknown[], tx?: EntityManager): Promise<T[]> {
    return (await this.query(text, params, tx)).records as T[];
  }

  async run(text: string, params: unknown[], tx?: EntityManager): Promise<SqlRun> {
    const result = await this.query(text, params, tx);
    return { affected: result.affected ?? 0, insertId: insertIdOf(result.raw) };
  }

  private async query(text: string, params: unknown[], tx?: EntityManager): Promise<QueryResult> {
    if (tx?.queryRunner) return tx.queryRunner.query(text, params, true);
    const runner = this.dataSource.createQueryRunner();
    try {
      return await runner.query(text, params, true);
    } finally {
      await runner.release();
    }
  }
}

/**
 * The id an INSERT generated, from TypeORM's raw result of a write: better-sqlite3's
 * `lastInsertRowid` on SQLite, mysql2's result header (`insertId`) on MySQL.
 */
function insertIdOf(raw: unknown): number {
  if (typeof raw === 'number' || typeof raw === 'bigint') return Number(raw);
  const id = (raw as { insertId?: unknown } | null | undefined)?.insertId;
  return typeof id === 'number' || typeof id === 'bigint' || typeof id === 'string' ? Number(id) : 0;
}

const byDataSource = new WeakMap<DataSource, Sql>();

/** The plain-SQL runner of a data source. */
export function sqlOf(dataSource: DataSource): Sql {
  let sql = byDataSource.get(dataSource);
  if (!sql) {
    sql = new TypeOrmSql(dataSource);
    byDataSource.set(dataSource, sql);
  }
  return sql;
}

/**
 * `IN (…)` over a list of values, for a statement run by `sql`: on SQLite one JSON array parameter
 * (`IN (SELECT value FROM json_each(?))`, one prepared statement whatever the count), on
 * MySQL/MariaDB one `?` per value.
 */
export function inList(sql: Sql, values: readonly unknown[]): { text: string; params: unknown[] } {
  if (!sql.mysql) return { text: 'IN (SELECT value FROM json_each(?))', params: [JSON.stringify(values)] };
  return { text: `IN (${values.map(() => '?').join(', ')})`, params: [...values] };
}

/** A number column (MySQL hands BIGINT and DECIMAL over as strings). */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A nullable number column. */
export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : num(value);
}

/** A boolean column (TINYINT / INTEGER 0 or 1). */
export function bool(value: unknown): boolean {
  return value === true || num(value) === 1;
}

/** Columns are the schema's, a bounded set: each one's field name is worked out once. */
const FIELDS = new Map<string, string>();

/** A snake_case column's camelCase field (`order_no` → `orderNo`). */
function fieldOf(column: string): string {
  let field = FIELDS.get(column);
  if (field === undefined) {
    field = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    FIELDS.set(column, field);
  }
  return field;
}

/**
 * A row read with plain SQL as its entity (snake_case columns to camelCase fields); the columns
 * named in `numbers` become numbers (null stays null), the others are kept as the driver gave them.
 */
export function entityOf<T>(row: SqlRow, numbers: ReadonlySet<string>): T {
  const entity: Record<string, unknown> = {};
  for (const column in row) {
    const field = fieldOf(column);
    const value = row[column];
    entity[field] = numbers.has(field) ? numOrNull(value) : value;
  }
  return entity as T;
}
