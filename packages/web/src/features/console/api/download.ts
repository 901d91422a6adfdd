import { http, type QueryParams } from '../../../lib/http/client';

/**
 * Fetches a console file (a CSV export, an enquiry's image) through the signed client and saves it
 * under the name the server gives, else `fileName`: the file has no public address, so a plain
 * link would carry no signature or login. A refusal (an envelope) goes through the code table like
 * any other call and saves nothing; answers whether it saved.
 */
export async function downloadFile(path: string, query: QueryParams, fileName: string): Promise<boolean> {
  const file = await http.download(path, query).catch(() => null);
  if (!file) return false;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return true;
}
