import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PushOffer } from '../../components/PushOffer';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/QueryState';
import { useEventDetail } from '../../features/events/api/get-event-detail';
import { WaitingRoomView } from '../../features/queue/components/WaitingRoomView';
import { ReserveSoldOut } from '../../features/waitlist/components/ReserveSoldOut';
import { idParam } from '../../lib/format';
import { useDocumentTitle } from '../../lib/page-title';
import '../../components/ticketing.css';
import { useHumanCheckSlot } from './use-human-check-slot';

/**
 * /queue?id=: an event's waiting room. It composes the queue (place, wait, admission), the human
 * check the join asks for, and the waiting list it offers when the seats are gone.
 */
export function WaitingRoom() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const event = useEventDetail(id);
  const humanCheck = useHumanCheckSlot();
  useDocumentTitle(event.data ? t('queue.documentTitle', { title: event.data.title }) : null);

  if (id === null || event.isError) {
    return (
      <main className="page">
        <PageHeader title={t('title.queue')} />
        <p className="empty">{t('events.notFound')}</p>
      </main>
    );
  }
  if (!event.data) {
    return (
      <main className="page" aria-busy="true">
        <PageHeader title={t('title.queue')} />
        <Skeleton kind="detail" />
      </main>
    );
  }
  const data = event.data;
  const soldOut = (
    <ul className="area-list">
      {data.ticketTypes.map((type) => (
        <li key={type.id} className="area">
          <strong>{type.name}</strong>
          <ReserveSoldOut ticketTypeId={type.id} limit={data.ticketLimit} />
        </li>
      ))}
    </ul>
  );
  return (
    <main className="page">
      <PageHeader title={t('title.queue')} />
      <WaitingRoomView
        eventId={data.id}
        title={data.title}
        humanCheck={humanCheck}
        soldOut={soldOut}
        onAdmitted={() => void navigate(`${ROUTES.ticketChoose}?id=${data.id}`)}
      />
      <PushOffer message={t('queue.pushOffer')} />
    </main>
  );
}
