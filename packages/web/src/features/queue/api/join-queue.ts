import type { QueueStatusView } from '@fanpass/contracts';
import { http } from '../../../lib/http/client';

/**
 * POST /queue/join: one place per account, after the human check. A second join (another tab or
 * device) is refused with QUEUE_ALREADY_JOINED and the place it has, which the screen simply uses.
 */
export function joinQueue(eventId: number, captcha: string): Promise<{ place: string; status: QueueStatusView }> {
  return http.post<{ place: string; status: QueueStatusView }>(
    '/queue/join',
    { eventId, captcha },
    { errors: 'caller' },
  );
}
