import type { ConsoleGrantBody, ConsoleGrantView } from '@fanpass/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/roles: every role held (admins). */
export function getConsoleRoles(): Promise<ConsoleGrantView[]> {
  return http.get<ConsoleGrantView[]>('/console/roles');
}

export const consoleRolesQuery = queryOptions({ queryKey: ['console', 'roles'], queryFn: getConsoleRoles });

export function useConsoleRoles() {
  return useQuery(consoleRolesQuery);
}

/** POST /console/roles/grant or /revoke; the list is read again after. */
export function useChangeRole(action: 'grant' | 'revoke') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleGrantBody) => http.post<ConsoleGrantView[]>(`/console/roles/${action}`, { ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleRolesQuery.queryKey }),
  });
}
