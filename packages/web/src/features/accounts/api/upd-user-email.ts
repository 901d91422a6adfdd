import type { EmailView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { session } from '../../../lib/session/store';

export interface UpdUserEmailBody {
  oldCode: string;
  email: string;
  newCode: string;
}

/**
 * POST /userInfo/updUserEmail: changes the address and ends every session, this one too. A
 * failure is the screen's to word ('Failed to modify your email').
 */
export async function updUserEmail(input: UpdUserEmailBody): Promise<EmailView> {
  const answer = await http.post<EmailView>('/userInfo/updUserEmail', { ...input }, { errors: 'caller' });
  session.logout();
  return answer;
}

export function useUpdUserEmail() {
  return useMutation({ mutationFn: updUserEmail });
}
