import type { ReplyCodeEntry } from './entry.js';

/** Account codes (1001–1099; 1001–1003 are the spec's, in core). */
export const ACCOUNT_CODES = {
  ACCOUNT_SUSPENDED: { code: 1004, status: 403, key: 'account.suspended' },
  PHONE_NOT_VERIFIED: { code: 1005, status: 403, key: 'account.phoneNotVerified' },
  EMAIL_ALREADY_REGISTERED: { code: 1006, status: 409, key: 'account.emailRegistered' },
  EMAIL_RETIRED: { code: 1007, status: 409, key: 'account.emailRetired' },
  LOGIN_FAILED: { code: 1008, status: 400, key: 'account.loginFailed' },
  LOGIN_LOCKED: { code: 1009, status: 429, key: 'account.loginLocked' },
  CODE_INVALID: { code: 1010, status: 400, key: 'account.codeInvalid' },
  CODE_EXPIRED: { code: 1011, status: 400, key: 'account.codeExpired' },
  CODE_USED: { code: 1012, status: 400, key: 'account.codeUsed' },
  CODE_TOO_MANY_ATTEMPTS: { code: 1013, status: 400, key: 'account.codeBurnt' },
  CODE_NOT_REQUESTED: { code: 1014, status: 400, key: 'account.codeNotRequested' },
  CODE_RESEND_TOO_EARLY: { code: 1015, status: 429, key: 'account.codeResendTooEarly' },
  CODE_ADDRESS_LIMIT: { code: 1016, status: 429, key: 'account.codeAddressLimit' },
  CODE_CLIENT_LIMIT: { code: 1017, status: 429, key: 'account.codeClientLimit' },
  HUMAN_CHECK_FAILED: { code: 1018, status: 400, key: 'account.humanCheckFailed' },
  PASSWORD_WRONG: { code: 1019, status: 400, key: 'account.passwordWrong' },
  PAY_PASSWORD_ALREADY_SET: { code: 1020, status: 409, key: 'account.payPasswordAlreadySet' },
  PAY_PASSWORD_NOT_SET: { code: 1021, status: 400, key: 'account.payPasswordNotSet' },
  PAY_PASSWORD_WRONG: { code: 1022, status: 400, key: 'account.payPasswordWrong' },
  PAY_PASSWORD_LOCKED: { code: 1023, status: 423, key: 'account.payPasswordLocked' },
  EMAIL_IN_USE: { code: 1024, status: 409, key: 'account.emailInUse' },
  EMAIL_CHANGE_FAILED: { code: 1025, status: 409, key: 'account.emailChangeFailed' },
  EMAIL_UNCHANGED: { code: 1026, status: 400, key: 'account.emailUnchanged' },
  CODE_NOT_YOUR_EMAIL: { code: 1027, status: 403, key: 'account.codeNotYourEmail' },
  PASSWORD_CHECK_LOCKED: { code: 1028, status: 429, key: 'account.passwordCheckLocked' },
  PHONE_IN_USE: { code: 1029, status: 409, key: 'account.phoneInUse' },
  TERMS_NOT_ACCEPTED: { code: 1030, status: 400, key: 'account.termsNotAccepted' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Validation message keys of the account forms (DTOs and web forms use the same keys). */
export const ACCOUNT_FIELD_KEYS = {
  email: 'account.emailRule',
  password: 'account.passwordRule',
  passwordMismatch: 'account.passwordMismatch',
  passwordInconsistency: 'account.passwordInconsistency',
  payPassword: 'account.payPasswordRule',
  payPasswordIncomplete: 'account.payPasswordIncomplete',
  payPasswordMismatch: 'account.payPasswordMismatch',
  nickname: 'account.nicknameRule',
  code: 'account.codeRule',
  codeType: 'account.codeTypeRule',
  phone: 'account.phoneRule',
  areaCode: 'account.areaCodeRule',
  avatar: 'account.avatarRule',
  language: 'account.languageRule',
  inviteCode: 'account.inviteCodeRule',
  emailChanged: 'account.emailChanged',
  spamHint: 'account.spamHint',
} as const;

/** Preset avatar ids or an https URL (at most 100 characters in all). */
export const AVATAR_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,39}|https:\/\/[^\s"'<>]{1,92})$/;
/** Invite codes as issued: upper-case letters and digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
/** The kinds of e-mail code (emailCodeSend `type`). */
export const EMAIL_CODE_TYPES = ['register', 'forget', 'changeEmail', 'newEmail', 'transfer', 'payPassword'] as const;
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[number];
