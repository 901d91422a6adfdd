import type { GateSyncResultView, GateSyncScan } from '@fanpass/contracts';
import { http } from '../../../lib/http/client';

/** POST /gate/sync: uploads offline scans (500 at most per call); uploading again changes nothing. */
export function syncGateScans(eventId: number, deviceId: string, scans: GateSyncScan[]): Promise<GateSyncResultView[]> {
  return http.post<GateSyncResultView[]>(
    '/gate/sync',
    { eventId, deviceId, scans: scans as unknown as Record<string, string | number>[] },
    { errors: 'caller' },
  );
}
