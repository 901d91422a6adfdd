import type { ConsoleMeView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/me: my roles and the menu they open (no role: code 8200, left to the layout). */
export function getConsoleMe(): Promise<ConsoleMeView> {
  return http.get<ConsoleMeView>('/console/me', undefined, { errors: 'caller' });
}

export const consoleMeQuery = queryOptions({ queryKey: ['console', 'me'], queryFn: getConsoleMe, retry: false });

export function useConsoleMe() {
  return useQuery(consoleMeQuery);
}
