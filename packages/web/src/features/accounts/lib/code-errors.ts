import { ACCOUNT_CODES, SPEC_CODES } from '@fanpass/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/http/client';

/** Wrong-code answers: 1002 (sign-up), 1003 (forgot password), 1010 (the other kinds). */
const WRONG_CODE: readonly number[] = [
  SPEC_CODES.registerCodeInvalid,
  SPEC_CODES.forgetCodeInvalid,
  ACCOUNT_CODES.CODE_INVALID.code,
];

/**
 * The message to show under the code field when a check fails: 'Invalid verification code' with
 * the attempts left for a wrong code, the server's own words for the rest (expired, used, burnt).
 * Null for failures that are not about the code (the client already reported them).
 */
export function codeFieldError(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'code' || error.code === undefined) return null;
  if (WRONG_CODE.includes(error.code)) {
    const left = (error.data as { attemptsLeft?: unknown } | null | undefined)?.attemptsLeft;
    const invalid = t('accounts.code.invalid');
    return typeof left === 'number' ? `${invalid} ${t('accounts.code.attemptsLeft', { count: left })}` : invalid;
  }
  return error.message;
}
