import { isEnvelope } from '@fanpass/contracts';
import { browserEnvironment, buildHeaders, buildUrl, type QueryParams } from '../../../lib/http/client';
import { showErrorToast } from '../../../lib/toast';

/**
 * Fetches a console file (an enquiry's image, a CSV export) with the signed headers and the
 * session, and saves it under `fileName`: the file has no public address, so a plain link cannot
 * fetch it. A refusal (an envelope) shows its message like any other call; answers whether it saved.
 */
export async function downloadFile(path: string, query: QueryParams, fileName: string): Promise<boolean> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) as Record<
    string,
    string | number | boolean
  >;
  const response = await fetch(buildUrl(path, params), { headers: buildHeaders(browserEnvironment, 'GET', params) });
  if (!response.ok || (response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const body: unknown = await response.json().catch(() => null);
    showErrorToast(isEnvelope(body) ? body.msg : response.statusText);
    return false;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return true;
}
