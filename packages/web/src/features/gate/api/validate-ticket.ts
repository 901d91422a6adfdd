import type { GateScanView } from '@fanpass/contracts';
import { http } from '../../../lib/http/client';

/** POST /gate/validate: judges a scanned or typed code online; a valid ticket is admitted once. */
export function validateTicket(eventId: number, qr: string, gate: string): Promise<GateScanView> {
  return http.post<GateScanView>('/gate/validate', { eventId, qr, gate }, { errors: 'caller' });
}
