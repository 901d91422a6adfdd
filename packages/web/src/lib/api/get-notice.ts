import type { NoticeView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET /notify after every navigation: null when there is no notice or the call fails (silently). */
export async function getNotice(): Promise<NoticeView | null> {
  try {
    return (await http.get<NoticeView | null>('/notify', undefined, { errors: 'silent' })) ?? null;
  } catch {
    return null;
  }
}

export const noticeQueryKey = ['notify'] as const;

/** The language is part of the key: the notice comes in Accept-Language's language. */
export function noticeQueryOptions(lang = '') {
  return queryOptions({ queryKey: [...noticeQueryKey, lang], queryFn: getNotice, staleTime: 0 });
}

export function useNotice() {
  return useQuery(noticeQueryOptions());
}
