import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidNickname,
  isValidPassword,
  isValidPayPassword,
  isValidPhone,
  isValidVerifyCode,
} from './validation.js';

describe('validation rules (spec §5)', () => {
  it('accepts valid e-mail addresses only', () => {
    expect(isValidEmail('fan@example.com')).toBe(true);
    expect(isValidEmail('fan@example')).toBe(false);
    expect(isValidEmail('fan example.com')).toBe(false);
    for (const good of [
      "o'brien@example.com",
      'fan.club+tickets@mail.example.co',
      'a_b-c%1@sub-domain.example.org',
      '粉丝@例子.中国',
      'a@b.c',
    ]) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });
  it('refuses characters no real address needs (HTML metacharacters, quotes, spaces)', () => {
    for (const bad of [
      '"><svg/onload=alert(1)>@evil.test',
      'fan<script>@example.com',
      'fan>@example.com',
      '"fan"@example.com',
      'fan @example.com',
      'fan\t@example.com',
      'fan@exa mple.com',
      'fan&co@example.com',
      'fan`x@example.com',
      'fan(x)@example.com',
      'fan,x@example.com',
      'fan;x@example.com',
      'fan:x@example.com',
      'fan\\x@example.com',
      'fan[x]@example.com',
      'fan@example.com>',
      'fan@-example.com',
      'fan@example-.com',
      'fan@@example.com',
      '.fan@example.com',
      'fan.@example.com',
      'f..an@example.com',
      'fan@example..com',
      'fan\u0000@example.com',
      'fan\u200b@example.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
  it('wants 8+ characters with upper, lower and a digit or special character', () => {
    expect(isValidPassword('Abcdefg1')).toBe(true);
    expect(isValidPassword('Abcdefg!')).toBe(true);
    expect(isValidPassword('Abcdef1')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(false);
    expect(isValidPassword('ABCDEFG1')).toBe(false);
    expect(isValidPassword('Abcdefgh')).toBe(false);
  });
  it('wants exactly six digits for the payment password', () => {
    expect(isValidPayPassword('123456')).toBe(true);
    expect(isValidPayPassword('12345')).toBe(false);
    expect(isValidPayPassword('12345a')).toBe(false);
  });
  it('wants nicknames of 2 to 30 characters', () => {
    expect(isValidNickname('Al')).toBe(true);
    expect(isValidNickname('A')).toBe(false);
    expect(isValidNickname('x'.repeat(31))).toBe(false);
  });
  it('wants at least four digits for a verification code', () => {
    expect(isValidVerifyCode('123456')).toBe(true);
    expect(isValidVerifyCode('123')).toBe(false);
  });
  it('checks phone numbers per area code', () => {
    expect(isValidPhone('853', '66123456')).toBe(true);
    expect(isValidPhone('853', '1234')).toBe(false);
    expect(isValidPhone('+84', '912345678')).toBe(true);
    expect(isValidPhone('999', '12345678')).toBe(true);
    expect(isValidPhone('abc', '12345678')).toBe(false);
  });
});
