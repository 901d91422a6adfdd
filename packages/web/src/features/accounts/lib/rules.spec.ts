import { RULES } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import {
  RULE_KEYS,
  codeRule,
  confirmRule,
  digitsOnly,
  emailRule,
  nicknameRule,
  passwordRule,
  payConfirmRule,
  payPasswordRule,
  phoneRule,
} from './rules';

describe('account form rules (spec §5, the contracts constants)', () => {
  it('accepts a valid e-mail and names the rule otherwise', () => {
    expect(emailRule('fan@fanpass.local')).toBe(true);
    expect(emailRule(' fan@fanpass.local ')).toBe(true);
    expect(emailRule('fan@fanpass')).toBe(RULE_KEYS.email);
    expect(emailRule('"><svg/onload=alert(1)>@evil.test')).toBe(RULE_KEYS.email);
    expect(emailRule('')).toBe(RULE_KEYS.required);
  });

  it('wants 8+ characters with upper, lower and a digit or special character', () => {
    expect(passwordRule('Fanpass1!')).toBe(true);
    expect(passwordRule('Fanpass!')).toBe(true);
    expect(passwordRule('fanpass1')).toBe(RULE_KEYS.password);
    expect(passwordRule('FANPASS1')).toBe(RULE_KEYS.password);
    expect(passwordRule('Fanpas1')).toBe(RULE_KEYS.password);
    expect(passwordRule('Fanpassword')).toBe(RULE_KEYS.password);
  });

  it("says 'The two passwords entered are inconsistent' when the entries differ", () => {
    expect(confirmRule('Fanpass1!', 'Fanpass1!')).toBe(true);
    expect(confirmRule('Fanpass1?', 'Fanpass1!')).toBe(RULE_KEYS.passwordMismatch);
    expect(confirmRule('', 'Fanpass1!')).toBe(RULE_KEYS.required);
  });

  it('wants the complete 6-digit payment password, twice equal', () => {
    expect(payPasswordRule('123456')).toBe(true);
    expect(payPasswordRule('12345')).toBe(RULE_KEYS.payPasswordIncomplete);
    expect(payConfirmRule('123456', '123456')).toBe(true);
    expect(payConfirmRule('123457', '123456')).toBe(RULE_KEYS.payPasswordMismatch);
    expect(payConfirmRule('1234', '123456')).toBe(RULE_KEYS.payPasswordIncomplete);
  });

  it('wants a code of at least 4 digits', () => {
    expect(codeRule('123456')).toBe(true);
    expect(codeRule('1234')).toBe(true);
    expect(codeRule('123')).toBe(RULE_KEYS.code);
    expect(codeRule('12a4')).toBe(RULE_KEYS.code);
  });

  it(`wants a full name of ${RULES.nickname.min} to ${RULES.nickname.max} characters`, () => {
    expect(nicknameRule('Al')).toBe(true);
    expect(nicknameRule('A')).toBe(RULE_KEYS.nickname);
    expect(nicknameRule('x'.repeat(RULES.nickname.max + 1))).toBe(RULE_KEYS.nickname);
  });

  it('checks the phone number against its area code', () => {
    expect(phoneRule('853', '62345678')).toBe(true);
    expect(phoneRule('853', '12345678')).toBe(RULE_KEYS.phone);
    expect(phoneRule('853', '')).toBe(RULE_KEYS.required);
  });

  it('keeps digits only, up to the length', () => {
    expect(digitsOnly('12a3 456789', 6)).toBe('123456');
  });
});
