import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNow } from '../../../lib/use-now';
import { useQueueInfo } from '../api/get-queue-info';
import '../queue.css';

/** On the event page: the way into the event's waiting room while it is open (from the prequeue on). */
export function QueueEntryLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const info = useQueueInfo(eventId).data;
  const now = useNow();
  const open = info?.enabled === true && info.mode !== 'closed' && !info.soldOut && now >= info.prequeueOpensAt;
  if (!open) return null;
  return (
    <section className="section queue-entry" aria-labelledby="queue-entry">
      <h2 className="section__title" id="queue-entry">
        {t('queue.title')}
      </h2>
      <p className="plain">{t('queue.entryText')}</p>
      <Link className="button button--primary button--block" to={`${ROUTES.queue}?id=${eventId}`}>
        {t('queue.join')}
      </Link>
    </section>
  );
}
