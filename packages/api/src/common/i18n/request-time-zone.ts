interface WithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The header the web app sends with the browser's IANA time zone (Intl's resolved timeZone). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** A valid IANA time zone name, or null (unknown names are not trusted into Intl later). */
export function validTimeZone(value: string | undefined | null): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** The time zone a request says the fan is in (X-Time-Zone), or null when absent or not a zone. */
export function requestTimeZone(request: WithHeaders): string | null {
  const header = request.headers[TIME_ZONE_HEADER];
  return validTimeZone(Array.isArray(header) ? header[0] : header);
}
