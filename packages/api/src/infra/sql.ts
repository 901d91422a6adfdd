import type { DataSource, EntityManager } from 'typeorm';
import { SqliteGate } from '../database/sqlite-gate.js';

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
 * Both run on the connections TypeORM opened, below its query runners (which cost more per
 * query than the query itself here). On SQLite every query runner shares better-sqlite3's one
 * connection, so statements run on it directly and stay prepared across requests (TypeORM keeps
 * its statement cache per query runner, i.e. per request); a transaction's `tx` is that same
 * connection. On MySQL a statement runs on the transaction's connection, or on the pool.
 * Errors are the drivers' own (`code` such as ER_DUP_ENTRY, ER_LOCK_DEADLOCK, SQLITE_CONSTRAINT_UNIQUE).
 */
export interface Sql {
  readonly mysql: boolean;
  rows<T = SqlRow>(text: string, params: unknown[], tx?: EntityManager): Promise<T[]>;
  run(text: string, params: unknown[], tx?: EntityManager): Promise<SqlRun>;
}

interface NativeStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  raw(toggle: boolean): NativeStatement;
  columns(): { name: string }[];
}

/** A prepared statement, and for one that returns rows, how a row's values become its object. */
interface Prepared {
  readonly native: NativeStatement;
  readonly row: ((values: unknown[]) => SqlRow) | null;
}

/**
 * Makes a statement's rows from its values, as better-sqlite3 would (each column's name a key, in
 * order, a later column of the same name winning), but as one object literal with the columns'
 * names as constant keys: every row of the statement gets the same shape at once. better-sqlite3
 * builds each row through V8's API instead, looking every column's name up in the string table and
 * adding the properties one by one (docs/architecture.md, "a thirteenth round"). Null when a name
 * would not be an own property in a literal (`__proto__`): that statement keeps the driver's rows.
 */
export function rowMaker(names: string[]): ((values: unknown[]) => SqlRow) | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  // The names are quoted as JSON strings: whatever an alias holds, it is a key and nothing else.
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => SqlRow;
}

interface NativeSqlite {
  prepare(text: string): NativeStatement;
}

const STATEMENT_CACHE = 200;

class SqliteSql implements Sql {
  readonly mysql = false;
  private readonly statements = new Map<string, Prepared>();
  private connection: NativeSqlite | undefined;

  private readonly gate: SqliteGate;

  constructor(private readonly dataSource: DataSource) {
    this.gate = SqliteGate.of(dataSource)!;
  }

  private statement(text: string): Prepared {
    const native = (this.dataSource.driver as unknown as { databaseConnection: NativeSqlite }).databaseConnection;
    if (native !== this.connection) {
      // Reopened (tests, shutdown): statements of the old connection are gone.
      this.statements.clear();
      this.connection = native;
    }
    let statement = this.statements.get(text);
    if (!statement) {
      const prepared = native.prepare(text);
      // A statement that returns rows hands them over as arrays of values (raw), made into objects here.
      const row = prepared.reader ? rowMaker(prepared.columns().map((column) => column.name)) : null;
      statement = { native: row ? prepared.raw(true) : prepared, row };
      if (this.statements.size >= STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(text, statement);
    }
    return statement;
  }

  rows<T>(text: string, params: unknown[], tx?: EntityManager): Promise<T[]> {
    const read = (): Promise<T[]> => {
      try {
        const { native, row } = this.statement(text);
        const found = native.all(...params);
        if (!row) return Promise.resolve(found as T[]);
        const rows = new Array<T>(found.length);
        for (let i = 0; i < found.length; i++) rows[i] = row(found[i] as unknown[]) as T;
        return Promise.resolve(rows);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    };
    // Outside a transaction, never inside another request's open one (SqliteGate).
    return tx || !this.gate.busy ? read() : this.gate.outside(read);
  }

  run(text: string, params: unknown[], tx?: EntityManager): Promise<SqlRun> {
    const write = (): Promise<SqlRun> => {
      try {
        const result = this.statement(text).native.run(...params);
        return Promise.resolve({ affected: result.changes, insertId: Number(result.lastInsertRowid) });
      } catch (error) {
        return Promise.reject(error as Error);
      }
    };
    return tx || !this.gate.busy ? write() : this.gate.outside(write);
  }
}

/** mysql2's callback API (a pool or one connection); its promise wrapper costs a stack capture per query. */
interface NativeMysql {
  query(text: string, params: unknown[], done: (error: Error | null, result: unknown) => void): void;
}

class MysqlSql implements Sql {
  readonly mysql = true;

  constructor(private readonly dataSource: DataSource) {}

  private async connection(tx?: EntityManager): Promise<NativeMysql> {
    const runner = tx?.queryRunner;
    if (!runner) return (this.dataSource.driver as unknown as { pool: NativeMysql }).pool;
    // The transaction's own connection (BEGIN already ran on it).
    const held = (runner as unknown as { databaseConnection?: NativeMysql }).databaseConnection;
    return held ?? ((await runner.connect()) as NativeMysql);
  }

  private async raw(text: string, params: unknown[], tx?: EntityManager): Promise<unknown> {
    const connection = await this.connection(tx);
    return new Promise((resolve, reject) =>
      connection.query(text, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  }

  async rows<T>(text: string, params: unknown[], tx?: EntityManager): Promise<T[]> {
    return (await this.raw(text, params, tx)) as T[];
  }

  async run(text: string, params: unknown[], tx?: EntityManager): Promise<SqlRun> {
    const header = (await this.raw(text, params, tx)) as { affectedRows?: number; insertId?: number };
    return { affected: header.affectedRows ?? 0, insertId: Number(header.insertId ?? 0) };
  }
}

const byDataSource = new WeakMap<DataSource, Sql>();

/** The plain-SQL runner of a data source (one per data source, so SQLite statements are shared). */
export function sqlOf(dataSource: DataSource): Sql {
  let sql = byDataSource.get(dataSource);
  if (!sql) {
    sql = dataSource.options.type === 'better-sqlite3' ? new SqliteSql(dataSource) : new MysqlSql(dataSource);
    byDataSource.set(dataSource, sql);
  }
  return sql;
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
