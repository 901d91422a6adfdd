import type { QueueStatusView } from '@fanpass/contracts';
import { http } from '../../../lib/http/client';

/** GET /queue/status: where I stand, and when to ask again (retryAfterMs). */
export function getQueueStatus(place: string): Promise<QueueStatusView> {
  return http.get<QueueStatusView>('/queue/status', { place }, { errors: 'caller' });
}
