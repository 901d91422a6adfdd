import { useMutation } from '@tanstack/react-query';
import { disablePush } from '../alerts/push';
import { http } from '../http/client';
import { session } from '../session/store';

/**
 * GET /userInfo/logout revokes the session on the server; the local session is cleared in any
 * case (an expired login is already handled by the client's code table). This browser's push
 * subscription goes first: the next account signed in here must not get the last one's alerts.
 */
export async function logout(): Promise<void> {
  try {
    await disablePush().catch(() => undefined);
    await http.get<unknown>('/userInfo/logout');
  } finally {
    session.logout();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
