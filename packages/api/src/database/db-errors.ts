/**
 * What a database error means, read from the driver's code the same way on MySQL/MariaDB and
 * SQLite. Every module asks here instead of reading driver codes itself.
 */

/** The driver's error code (TypeORM wraps it in `driverError`), or '' when there is none. */
export function dbErrorCode(error: unknown): string {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : '';
}

const UNIQUE_VIOLATIONS = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * True when a write broke a unique index or primary key: the row is a duplicate. Other
 * constraints (NOT NULL, CHECK, foreign keys) are not duplicates and stay errors.
 */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATIONS.has(dbErrorCode(error));
}

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True when MySQL/MariaDB chose this transaction as a deadlock victim or timed out its lock wait. */
export function isRetryableConflict(error: unknown): boolean {
  return RETRYABLE.has(dbErrorCode(error));
}
