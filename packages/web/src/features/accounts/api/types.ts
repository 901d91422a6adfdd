import type { UserInfo } from '../../../lib/session/store';

/** What a code send answers: when the next one may be asked for. */
export interface CodeSent {
  resendAfterSeconds: number;
}

/** The signed-in user's info as the account calls answer it. */
export type AccountUser = UserInfo;
