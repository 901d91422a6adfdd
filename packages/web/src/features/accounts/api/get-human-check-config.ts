import type { HumanCheckConfigView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /humanCheck/config: which human check the server wants (spec §5 "A recaptcha must be validated"). */
export function getHumanCheckConfig(): Promise<HumanCheckConfigView> {
  return http.get<HumanCheckConfigView>('/humanCheck/config');
}

export const humanCheckConfigQueryOptions = () =>
  queryOptions({ queryKey: ['humanCheck', 'config'] as const, queryFn: getHumanCheckConfig, staleTime: Infinity });

export function useHumanCheckConfig() {
  return useQuery(humanCheckConfigQueryOptions());
}
