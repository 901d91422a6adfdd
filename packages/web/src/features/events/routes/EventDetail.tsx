import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useWide } from '../../../lib/viewport';
import { ReserveSoldOut } from '../../waitlist/components/ReserveSoldOut';
import { useEventDetail } from '../api/get-event-detail';
import { DesktopOnlyNotice } from '../components/DesktopOnlyNotice';
import { EventHeroImage } from '../components/EventHeroImage';
import { StatusBadge } from '../components/StatusBadge';
import { idParam, money, when } from '../format';
import '../tickets.css';

/** /ticket/detail?id=: date and time, about, location, seat areas, buy tickets and the merch areas. */
export function EventDetail() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const wide = useWide();
  const query = useEventDetail(id);
  const event = query.data;

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
        <p className="muted">{t('events.loading')}</p>
      </main>
    );
  }
  const blockedOnPhone = event.desktopOnly && !wide;
  return (
    <main className="page event-page">
      <PageHeader title={t('title.ticket')} />
      <div className="event-hero">
        {event.images[0] && <EventHeroImage src={event.images[0]} />}
        <h2 className="event-hero__title">{event.title}</h2>
        <div className="event-hero__tags">
          <StatusBadge status={event.status} />
          {event.realNameRequired && <span className="badge">{t('events.realName')}</span>}
          {event.desktopOnly && <span className="badge">{t('events.desktopOnlyTag')}</span>}
        </div>
      </div>

      <section className="section">
        <h3 className="section__title">{t('events.dateTime')}</h3>
        <p className="plain">
          {when(event.startsAt, i18n.language)} – {when(event.endsAt, i18n.language)}
        </p>
      </section>
      <section className="section">
        <h3 className="section__title">{t('events.location')}</h3>
        <p className="plain">{event.venue}</p>
        <p className="plain muted">{event.location}</p>
      </section>
      <section className="section">
        <h3 className="section__title">{t('events.about')}</h3>
        <p className="plain prewrap">{event.about}</p>
      </section>

      <section className="section" aria-labelledby="seat-areas">
        <h3 className="section__title" id="seat-areas">
          {t('events.seatAreas')}
        </h3>
        <ul className="area-list">
          {event.ticketTypes.map((type) => (
            <li key={type.id} className="area">
              <div>
                <strong>{type.name}</strong>
                <span className="muted area__left">
                  {type.soldOut ? t('events.statusSoldOut') : t('events.seatsLeft', { num: type.available })}
                </span>
              </div>
              <span className="area__price">{money(type.price, type.currency)}</span>
              {type.soldOut && event.status !== 'ended' && !blockedOnPhone && (
                <ReserveSoldOut ticketTypeId={type.id} limit={event.ticketLimit} />
              )}
            </li>
          ))}
        </ul>
        <p className="muted small">{t('events.limit', { num: event.ticketLimit })}</p>
      </section>

      {blockedOnPhone ? (
        <DesktopOnlyNotice />
      ) : event.status === 'onSale' ? (
        <Link className="button button--primary button--block" to={`${ROUTES.ticketChoose}?id=${event.id}`}>
          {t('events.buyTickets')}
        </Link>
      ) : (
        <p className="callout">{t(`events.cannotBuy.${event.status}`)}</p>
      )}

      <section className="section" aria-labelledby="merch-holders">
        <h3 className="section__title" id="merch-holders">
          {t('events.merchTicketHolders')}
        </h3>
        <p className="empty">{t('events.merchNone')}</p>
      </section>
      <section className="section" aria-labelledby="merch-public">
        <h3 className="section__title" id="merch-public">
          {t('events.merchPublic')}
        </h3>
        <p className="empty">{t('events.merchNone')}</p>
      </section>
    </main>
  );
}
