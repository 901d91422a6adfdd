import type { TicketQrSecretView, TicketView } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';
import { session } from '../../../lib/session/store';

/**
 * GET /ticket/qrSecret: my ticket's QR secret. It is kept in the session's obfuscated store, so
 * the rotating QR keeps working with no signal at the venue once the ticket was opened online.
 */
export function getQrSecret(code: string): Promise<TicketQrSecretView> {
  return withSavedCopy(`ticket.qrSecret.${code}`, () =>
    http.get<TicketQrSecretView>('/ticket/qrSecret', { code }, { errors: 'caller' }),
  );
}

export function useQrSecret(code: string, enabled: boolean) {
  return useQuery({ queryKey: ['ticket', 'qrSecret', code], queryFn: () => getQrSecret(code), enabled, retry: false });
}

/**
 * Keeps the QR secret of each usable ticket on the device (once), so every listed ticket can show
 * its rotating QR at a venue with no signal, even one never opened online. Failures are ignored:
 * the QR screen fetches the secret itself when it opens.
 */
export async function keepQrSecrets(tickets: Pick<TicketView, 'code' | 'status'>[]): Promise<void> {
  for (const ticket of tickets) {
    if (ticket.status !== 'paid' && ticket.status !== 'ready') continue;
    if (await session.savedCopy(`ticket.qrSecret.${ticket.code}`)) continue;
    await getQrSecret(ticket.code).catch(() => undefined);
  }
}
