import { http } from '../../../lib/http/client';

/** GET /queue/place: my place token in the event's queue (after a reload, on another device), or null. */
export async function getQueuePlace(eventId: number): Promise<string | null> {
  return (await http.get<{ place: string | null }>('/queue/place', { eventId })).place;
}
