import type { PickupQrSecretView } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { withSavedCopy } from '../../../lib/offline/saved-query';

/**
 * GET /merchOrder/pickupSecret: my pick-up order's QR secret. It is kept in the session's
 * obfuscated store, so the rotating pick-up QR keeps working with no signal at the venue once the
 * order was opened online.
 */
export function getPickupSecret(orderNo: string): Promise<PickupQrSecretView> {
  return withSavedCopy(`merch.pickupSecret.${orderNo}`, () =>
    http.get<PickupQrSecretView>('/merchOrder/pickupSecret', { orderNo }, { errors: 'caller' }),
  );
}

export function usePickupSecret(orderNo: string) {
  return useQuery({
    queryKey: ['merchOrder', 'pickupSecret', orderNo],
    queryFn: () => getPickupSecret(orderNo),
    retry: false,
  });
}
