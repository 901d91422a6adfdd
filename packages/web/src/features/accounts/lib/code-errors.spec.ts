import { REPLY_CODES } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ApiError } from '../../../lib/http/client';
import { codeFieldError } from './code-errors';

const t = i18n.t.bind(i18n);

describe('code field errors', () => {
  it("says 'Invalid verification code' with the attempts left for a wrong code", () => {
    const wrong = new ApiError('server text', 'code', REPLY_CODES.REGISTER_CODE_INVALID.code, 400, { attemptsLeft: 3 });
    expect(codeFieldError(wrong, t)).toBe(
      `${t('accounts.code.invalid')} ${t('accounts.code.attemptsLeft', { count: 3 })}`,
    );
    expect(codeFieldError(new ApiError('x', 'code', REPLY_CODES.CODE_INVALID.code, 400, null), t)).toBe(
      t('accounts.code.invalid'),
    );
  });

  it("uses the server's words for expired, used or burnt codes, nothing for transport failures", () => {
    expect(
      codeFieldError(new ApiError('The verification code has expired', 'code', REPLY_CODES.CODE_EXPIRED.code, 400), t),
    ).toBe('The verification code has expired');
    expect(codeFieldError(new ApiError('offline', 'offline'), t)).toBeNull();
  });
});
