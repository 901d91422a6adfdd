import { API_BASE_PATH } from '@fanpass/contracts';

/** A controller path under the API base (/fanapih5). */
export function api(path = ''): string {
  const base = API_BASE_PATH.replace(/^\//, '');
  return path ? `${base}/${path.replace(/^\//, '')}` : base;
}
