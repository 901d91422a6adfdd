import type { Area } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';
import { getAreaList as storedAreaList, saveAreaList } from '../storage';

/**
 * GET /basic/getAreaList at start-up: with code 200 the list (object or array form) is saved;
 * any other answer is ignored silently and the stored list stays.
 */
export async function getAreaList(): Promise<Area[]> {
  try {
    return saveAreaList(await http.get<unknown>('/basic/getAreaList', undefined, { errors: 'silent' }));
  } catch {
    return storedAreaList();
  }
}

export function areaListQueryOptions() {
  return queryOptions({ queryKey: ['basic', 'areaList'], queryFn: getAreaList, staleTime: Infinity });
}

export function useAreaList() {
  return useQuery(areaListQueryOptions());
}
