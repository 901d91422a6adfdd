import { describe, expect, it } from '@jest/globals';
import { dbErrorCode, isRetryableConflict, isUniqueViolation } from './db-errors.js';
import { expectWithMessage } from '../../test/support/expect-with-message.js';

/** A TypeORM QueryFailedError carries the driver's error as `driverError`. */
const typeorm = (code: string) => Object.assign(new Error('query failed'), { driverError: { code } });
const driver = (code: string) => Object.assign(new Error('driver'), { code });

describe('db-errors', () => {
  it('reads the driver code from a TypeORM error or the driver error itself', () => {
    expect(dbErrorCode(typeorm('ER_DUP_ENTRY'))).toBe('ER_DUP_ENTRY');
    expect(dbErrorCode(driver('SQLITE_CONSTRAINT_UNIQUE'))).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(dbErrorCode(new Error('plain'))).toBe('');
    expect(dbErrorCode(undefined)).toBe('');
  });

  it('calls duplicates only unique-index and primary-key violations, on MySQL/MariaDB and SQLite', () => {
    expect(isUniqueViolation(typeorm('ER_DUP_ENTRY'))).toBe(true);
    expect(isUniqueViolation(typeorm('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(driver('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
  });

  it('does not call other constraint failures duplicates', () => {
    for (const code of [
      'SQLITE_CONSTRAINT_NOTNULL',
      'SQLITE_CONSTRAINT_CHECK',
      'SQLITE_CONSTRAINT_FOREIGNKEY',
      'SQLITE_CONSTRAINT',
      'ER_BAD_NULL_ERROR',
      'ER_NO_REFERENCED_ROW_2',
      'ER_LOCK_DEADLOCK',
    ]) {
      expectWithMessage(isUniqueViolation(typeorm(code)), code).toBe(false);
    }
  });

  it('retries only deadlock victims and lock-wait timeouts', () => {
    expect(isRetryableConflict(typeorm('ER_LOCK_DEADLOCK'))).toBe(true);
    expect(isRetryableConflict(driver('ER_LOCK_WAIT_TIMEOUT'))).toBe(true);
    expect(isRetryableConflict(typeorm('ER_DUP_ENTRY'))).toBe(false);
  });
});
