import { languageFromHeader, type Language } from '@fanpass/contracts';

interface WithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The language a request asked for through Accept-Language (English when none of ours). */
export function requestLanguage(request: WithHeaders): Language {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}
