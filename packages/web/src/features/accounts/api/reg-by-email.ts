import { TERMS_VERSION, type UserInfo } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/store';

export interface RegByEmailBody {
  email: string;
  password: string;
  code: string;
  nickname?: string;
  inviteCode?: string;
  /** The fan ticked 'I agree' to the terms on the first step (the API refuses without it). */
  agreedToTerms: true;
}

/**
 * POST /userInfo/regByEmail: creates the account and signs it in, with the version of the terms
 * the fan agreed to, which the API records.
 */
export async function regByEmail(input: RegByEmailBody): Promise<UserInfo> {
  const { agreedToTerms: _agreed, ...fields } = input;
  const user = await http.post<UserInfo>('/userInfo/regByEmail', { ...fields, termsVersion: TERMS_VERSION });
  session.login(user);
  // The next step (the profile) shows once the session is stored: a fan who closes or reloads
  // the app there comes back signed in, and the sign-up resumes at the profile.
  await session.saved();
  return user;
}

export function useRegByEmail() {
  return useMutation({ mutationFn: regByEmail });
}
