import { ROUTES } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAdmission } from '../../../lib/queue-admission';
import { useQueueInfo } from '../api/get-queue-info';

/** Sends the fan to the event's waiting room when it has one and they hold no live admission. */
export function useQueueGate(eventId: number | null): void {
  const info = useQueueInfo(eventId);
  const navigate = useNavigate();
  const queued = info.data?.enabled === true;
  useEffect(() => {
    if (eventId !== null && queued && !loadAdmission(eventId)) {
      void navigate(`${ROUTES.queue}?id=${eventId}`, { replace: true });
    }
  }, [eventId, queued, navigate]);
}
