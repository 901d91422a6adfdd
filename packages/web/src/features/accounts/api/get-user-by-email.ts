import { type EmailView, SPEC_CODES } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http/client';

/**
 * GET /userInfo/getUserInfoByEmail: true when the address is registered. 1001 (user does not
 * exist) is a normal answer here: it sends the visitor to sign-up.
 */
export async function isEmailRegistered(email: string): Promise<boolean> {
  try {
    await http.get<EmailView>('/userInfo/getUserInfoByEmail', { email }, { errors: 'caller' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === SPEC_CODES.userNotFound) return false;
    throw error;
  }
}

export function useEmailLookup() {
  return useMutation({ mutationFn: isEmailRegistered });
}
