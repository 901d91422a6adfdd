import type { CountryView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /country/countryList: countries with their dialling codes, named in the request's language. */
export function getCountryList(): Promise<CountryView[]> {
  return http.get<CountryView[]>('/country/countryList');
}

/** The language is part of the key: the names come in Accept-Language's language. */
export const countryListQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['countryList', lang] as const, queryFn: getCountryList, staleTime: 3_600_000 });

export function useCountryList(lang: string) {
  return useQuery(countryListQueryOptions(lang));
}
