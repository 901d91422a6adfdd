/**
 * Validation rules of spec §5, as constants both the API's DTOs and the web forms use, so the
 * two sides never disagree. Values the spec leaves out are DESIGN.md's.
 */
export const RULES = {
  nickname: { min: 2, max: 30 },
  /**
   * Practical address check, at most 254 characters: a local part of letters, digits and
   * . _ % + - ' ! # $ * / = ? ^ ~ (no dot first, last or twice), one @, and a domain of dotted
   * labels of letters, digits and inner hyphens. Nothing no real address needs: no spaces,
   * quotes, < > & ( ) , ; : \ [ ] or backtick.
   */
  email: {
    pattern:
      /^(?!\.)(?!.*\.\.)[\p{L}\p{N}._%+'!#$*/=?^~-]+(?<!\.)@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u,
    max: 254,
  },
  /** At least 8, one uppercase, one lowercase, and one digit or special character. */
  password: { min: 8, max: 64, pattern: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z]).{8,64}$/ },
  payPassword: { pattern: /^\d{6}$/, length: 6 },
  verifyCode: { pattern: /^\d{4,}$/, min: 4, length: 6 },
  cardHolder: { min: 2, max: 50 },
  cardNumber: { pattern: /^\d{2,20}$/, min: 2, max: 20 },
  /** Phone numbers without the area code: digits only, length per area (see PHONE_RULES). */
  phone: { pattern: /^\d{5,15}$/ },
  issueText: { min: 10, max: 2000 },
  depositAmount: { min: 1 },
} as const;

/** Phone-number digit counts per dialling area code; others fall back to 5–15 digits. */
export const PHONE_RULES: Record<string, RegExp> = {
  '853': /^6\d{7}$/, // Macau mobile
  '852': /^[4-9]\d{7}$/, // Hong Kong
  '86': /^1[3-9]\d{9}$/, // mainland China mobile
  '886': /^9\d{8}$/, // Taiwan mobile
  '84': /^(0?[35789])\d{8}$/, // Vietnam mobile
  '66': /^0?[689]\d{8}$/, // Thailand mobile
  '60': /^0?1\d{8,9}$/, // Malaysia mobile
  '65': /^[89]\d{7}$/, // Singapore
  '1': /^[2-9]\d{9}$/,
  '44': /^0?7\d{9}$/,
};

export function isValidEmail(email: string): boolean {
  return email.length <= RULES.email.max && RULES.email.pattern.test(email);
}

export function isValidPassword(password: string): boolean {
  return RULES.password.pattern.test(password);
}

export function isValidPayPassword(value: string): boolean {
  return RULES.payPassword.pattern.test(value);
}

export function isValidNickname(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= RULES.nickname.min && length <= RULES.nickname.max;
}

export function isValidVerifyCode(value: string): boolean {
  return RULES.verifyCode.pattern.test(value);
}

/** Phone number valid for its dialling area code (digits only, no leading +). */
export function isValidPhone(areaCode: string, phone: string): boolean {
  const code = areaCode.replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code)) return false;
  const rule = PHONE_RULES[code] ?? RULES.phone.pattern;
  return rule.test(phone);
}
