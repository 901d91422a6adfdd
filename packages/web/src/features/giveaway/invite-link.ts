/** The sign-up link that carries my invite code (`ic`, stored by the navigation rules on any page). */
export function inviteLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/sign-up?ic=${encodeURIComponent(code)}`;
}

export type CopyOutcome = 'copied' | 'failed';

export async function copyText(text: string): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
