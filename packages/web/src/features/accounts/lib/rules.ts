import {
  RULES,
  isValidEmail,
  isValidNickname,
  isValidPassword,
  isValidPayPassword,
  isValidPhone,
  isValidVerifyCode,
} from '@fanpass/contracts';

/**
 * Form rules of spec §5, decided by the contracts' validators (the API's DTOs use the same ones,
 * so the two sides never disagree). Each rule answers true or the i18n key of its message.
 */
export const RULE_KEYS = {
  required: 'accounts.rule.required',
  email: 'accounts.rule.email',
  password: 'accounts.rule.password',
  passwordMismatch: 'accounts.rule.passwordMismatch',
  payPasswordIncomplete: 'accounts.rule.payPasswordIncomplete',
  payPasswordMismatch: 'accounts.rule.payPasswordMismatch',
  code: 'accounts.rule.code',
  nickname: 'accounts.rule.nickname',
  phone: 'accounts.rule.phone',
  terms: 'accounts.rule.terms',
  humanCheck: 'accounts.rule.humanCheck',
} as const;

export type RuleKey = (typeof RULE_KEYS)[keyof typeof RULE_KEYS];
export type RuleResult = true | RuleKey;

/** Values for the messages' placeholders. */
export const RULE_PARAMS = { min: RULES.nickname.min, max: RULES.nickname.max } as const;

export function emailRule(value: string): RuleResult {
  if (!value.trim()) return RULE_KEYS.required;
  return isValidEmail(value.trim()) || RULE_KEYS.email;
}

export function passwordRule(value: string): RuleResult {
  if (!value) return RULE_KEYS.required;
  return isValidPassword(value) || RULE_KEYS.password;
}

/** The second entry of a new password. */
export function confirmRule(value: string, first: string): RuleResult {
  if (!value) return RULE_KEYS.required;
  return value === first || RULE_KEYS.passwordMismatch;
}

export function payPasswordRule(value: string): RuleResult {
  return isValidPayPassword(value) || RULE_KEYS.payPasswordIncomplete;
}

export function payConfirmRule(value: string, first: string): RuleResult {
  if (!isValidPayPassword(value)) return RULE_KEYS.payPasswordIncomplete;
  return value === first || RULE_KEYS.payPasswordMismatch;
}

export function codeRule(value: string): RuleResult {
  return isValidVerifyCode(value.trim()) || RULE_KEYS.code;
}

export function nicknameRule(value: string): RuleResult {
  return isValidNickname(value) || RULE_KEYS.nickname;
}

export function phoneRule(areaCode: string, phone: string): RuleResult {
  if (!phone.trim()) return RULE_KEYS.required;
  return isValidPhone(areaCode, phone.trim()) || RULE_KEYS.phone;
}

/** Digits only, at most `max` (code and payment-password boxes). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
