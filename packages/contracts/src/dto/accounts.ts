/** The shapes the account calls answer with (DESIGN.md "Account calls"). */

/** The user info, flags as 1/0; `token` only on sign-in and sign-up. */
export interface UserInfo {
  id: number;
  uuid: string;
  email: string;
  nickname: string | null;
  avatar: string | null;
  areaCode: string | null;
  phone: string | null;
  payPasswordSetUp: 0 | 1;
  isPhoneVerified: 0 | 1;
  inviteCode: string;
  token?: string;
}

/** A registered address (GET /userInfo/getUserInfoByEmail) or the new one after an e-mail change. */
export interface EmailView {
  email: string;
}

/** What a code send answers: when the next one may be asked for. */
export interface CodeSentView {
  resendAfterSeconds: number;
}

/** What a code check answers when the code is right (a wrong one is an error code). */
export interface CodeValidView {
  valid: true;
}

/**
 * GET /humanCheck/config: which human check to show. ALTCHA fetches its challenge from
 * `challengeUrl`; reCAPTCHA and Turnstile need their site key.
 */
export type HumanCheckConfigView =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha' | 'turnstile'; siteKey: string };
