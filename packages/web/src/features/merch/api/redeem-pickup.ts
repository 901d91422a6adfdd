import type { PickupScanView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /merchOrder/pickup/redeem (staff): hands a pick-up order over once. */
export function redeemPickup(qr: string): Promise<PickupScanView> {
  return http.post<PickupScanView>('/merchOrder/pickup/redeem', { qr });
}

export function useRedeemPickup() {
  return useMutation({ mutationFn: redeemPickup });
}
