import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** Which human check the server wants (spec §5 "A recaptcha must be validated"). */
export type HumanCheckConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha' | 'turnstile'; siteKey: string };

/** GET /humanCheck/config */
export function getHumanCheckConfig(): Promise<HumanCheckConfig> {
  return http.get<HumanCheckConfig>('/humanCheck/config');
}

export const humanCheckConfigQueryOptions = () =>
  queryOptions({ queryKey: ['humanCheck', 'config'] as const, queryFn: getHumanCheckConfig, staleTime: Infinity });

export function useHumanCheckConfig() {
  return useQuery(humanCheckConfigQueryOptions());
}
