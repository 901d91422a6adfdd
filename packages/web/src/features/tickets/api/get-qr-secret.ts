import type { TicketQrSecretView } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';

/**
 * GET /ticket/qrSecret: my ticket's QR secret. It is kept in the session's encrypted store, so
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
