import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/store';
import { useWide } from '../../lib/viewport';
import { OpenOffers } from '../../features/waitlist/components/OpenOffers';
import { ReserveSoldOut } from '../../features/waitlist/components/ReserveSoldOut';
import { useWaitlisted } from '../../features/waitlist/hooks/use-waitlisted';
import { useEventDetail } from '../../features/events/api/get-event-detail';
import { DesktopOnlyNotice } from '../../features/events/components/DesktopOnlyNotice';
import { EventFacts } from '../../features/events/components/EventFacts';
import { EventHeroImage } from '../../features/events/components/EventHeroImage';
import { EventTopBar } from '../../features/events/components/EventTopBar';
import { PurchaseBox } from '../../features/events/components/PurchaseBox';
import { StatusBadge } from '../../features/events/components/StatusBadge';
import { idParam } from '../../lib/format';
import '../../components/ticketing.css';
import '../../features/events/event-page.css';
import { Skeleton } from '../../components/QueryState';
import { MerchSections } from '../../features/merch/components/MerchSections';
import { QueueEntryLink } from '../../features/queue/components/QueueEntryLink';
import { ResaleFromFans } from '../../features/resale/components/ResaleFromFans';
import { AttendeePicker } from '../../features/attendees/components/AttendeePicker';
import { signInTarget } from '../navigation/rules';
import { usePrice } from '../../lib/use-price';

/**
 * /ticket/detail?id=: the event page. The event's name is the h1 and the document title; what
 * the fan can do (buy, wait, reserve) stays in reach: a sticky bottom bar on a phone, a sticky
 * side panel on the desktop.
 */
export function EventDetail() {
  const { t } = useTranslation();
  const price = usePrice();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const wide = useWide();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useEventDetail(id);
  const event = query.data;
  useDocumentTitle(event?.title ?? null);
  const waitlisted = useWaitlisted(event?.ticketTypes.filter((type) => type.soldOut).map((type) => type.id) ?? []);

  if (id === null || query.isError) {
    return (
      <main className="page">
        <PageHeader title={t('title.ticket')} />
        <p className="empty">{t('events.notFound')}</p>
      </main>
    );
  }
  if (!event) {
    return (
      <main className="page" aria-busy="true">
        <PageHeader title={t('title.ticket')} />
        <Skeleton kind="detail" />
      </main>
    );
  }
  const blockedOnPhone = event.desktopOnly && !wide;
  return (
    <main className={`page event-page ${wide ? 'event-page--wide' : 'event-page--phone'}`}>
      <EventTopBar title={event.title} />
      <div className="event-layout">
        <div className="event-main">
          {session.isLogin && <OpenOffers variant="card" eventId={event.id} />}
          <div className="event-hero">
            {event.images[0] && <EventHeroImage src={event.images[0]} />}
            <h1 className="event-hero__title">{event.title}</h1>
            {event.artist && <p className="event-hero__artist">{event.artist}</p>}
            <div className="event-hero__tags">
              <StatusBadge status={event.status} />
              {event.realNameRequired && <span className="badge">{t('events.realName')}</span>}
              {event.desktopOnly && <span className="badge">{t('events.desktopOnlyTag')}</span>}
            </div>
          </div>

          {blockedOnPhone && <DesktopOnlyNotice withLink={false} />}
          {!blockedOnPhone && <QueueEntryLink eventId={event.id} />}
          <EventFacts event={event} />
          <section className="section">
            <h2 className="section__title">{t('events.about')}</h2>
            <p className="plain prewrap">{event.about}</p>
          </section>

          <section className="section" aria-labelledby="seat-areas">
            <h2 className="section__title" id="seat-areas">
              {t('events.seatAreas')}
            </h2>
            <ul className="area-list">
              {event.ticketTypes.map((type) => (
                <li key={type.id} className="area">
                  <div>
                    <strong>{type.name}</strong>
                    <span className="muted area__left">
                      {type.soldOut ? t('events.statusSoldOut') : t('events.seatsLeft', { num: type.available })}
                    </span>
                  </div>
                  <span className="area__price">{price(type.price, type.currency)}</span>
                  {type.soldOut && event.status !== 'ended' && !blockedOnPhone && (
                    <ReserveSoldOut ticketTypeId={type.id} limit={event.ticketLimit} />
                  )}
                </li>
              ))}
            </ul>
            <p className="muted small">{t('events.limit', { num: event.ticketLimit })}</p>
          </section>

          {event.status !== 'ended' && !blockedOnPhone && (
            <ResaleFromFans
              eventId={event.id}
              realName={event.realNameRequired}
              signedIn={session.isLogin}
              onSignIn={() => void navigate(signInTarget(`${location.pathname}${location.search}`))}
              attendees={(chosen, onChange) => <AttendeePicker needed={1} chosen={chosen} onChange={onChange} />}
            />
          )}

          <MerchSections
            eventId={event.id}
            merchOnlyTo={blockedOnPhone ? undefined : `${ROUTES.ticketChoose}?id=${event.id}&merch=only`}
          />
        </div>
        {wide && (
          <aside className="event-aside">
            <PurchaseBox event={event} blockedOnPhone={false} variant="panel" waitlisted={waitlisted} />
          </aside>
        )}
      </div>
      {!wide && <PurchaseBox event={event} blockedOnPhone={blockedOnPhone} variant="bar" waitlisted={waitlisted} />}
    </main>
  );
}
