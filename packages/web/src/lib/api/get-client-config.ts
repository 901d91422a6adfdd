import type { ClientConfigView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET /basic/clientConfig: the deployment settings the web app needs (public site, currency). */
export function getClientConfig(): Promise<ClientConfigView> {
  return http.get<ClientConfigView>('/basic/clientConfig');
}

export function clientConfigQueryOptions() {
  return queryOptions({ queryKey: ['basic', 'clientConfig'], queryFn: getClientConfig, staleTime: Infinity });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
