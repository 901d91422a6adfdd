import { useMutation } from '@tanstack/react-query';
import { http } from '../http/client';
import { session } from '../session/store';

/**
 * GET /userInfo/logout revokes the session on the server; the local session is cleared in any
 * case (an expired login is already handled by the client's code table).
 */
export async function logout(): Promise<void> {
  try {
    await http.get<unknown>('/userInfo/logout');
  } finally {
    session.logout();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
