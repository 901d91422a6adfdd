import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

export interface ClientConfig {
  publicSiteUrl: string | null;
  appDownloadUrl: string | null;
  currency: string;
  defaultArea: string;
  /** Which wallet buttons to offer on a ticket. */
  walletPasses?: { apple: boolean; google: boolean };
}

/** GET /basic/clientConfig: the deployment settings the web app needs (public site, currency). */
export function getClientConfig(): Promise<ClientConfig> {
  return http.get<ClientConfig>('/basic/clientConfig');
}

export function clientConfigQueryOptions() {
  return queryOptions({ queryKey: ['basic', 'clientConfig'], queryFn: getClientConfig, staleTime: Infinity });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
