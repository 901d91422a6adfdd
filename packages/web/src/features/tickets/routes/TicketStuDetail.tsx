import { isTicketCode } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useTicketPublic } from '../api/get-ticket-public';
import '../../../components/ticketing.css';
import { EventTime } from '../../../components/EventTime';

/** /ticket-stu-detail?code= (public): a ticket's event, seat area and status from its link; nothing personal. */
export function TicketStuDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code = raw && isTicketCode(raw) ? raw : null;
  const query = useTicketPublic(code);
  return (
    <main className="page">
      <PageHeader title={t('tickets.public.title')} />
      {(!code || query.isError) && <p className="muted">{t('tickets.notFound')}</p>}
      {query.data && (
        <section className="section">
          <h2 className="section__title">{query.data.event.title}</h2>
          <dl className="facts">
            <dt>{t('tickets.public.status')}</dt>
            <dd>
              <span className={`ticket-status ticket-status--${query.data.status}`}>
                {t(`tickets.status.${query.data.status}`)}
              </span>
            </dd>
            <dt>{t('tickets.section')}</dt>
            <dd>
              {query.data.seatArea}
              {query.data.seatState === 'confirming' && ` · ${t('tickets.seatConfirming')}`}
            </dd>
            <dt>{t('events.dateTime')}</dt>
            <dd>
              <EventTime at={query.data.event.startsAt} timeZone={query.data.event.timeZone} />
            </dd>
            <dt>{t('events.location')}</dt>
            <dd>
              {query.data.event.venue} · {query.data.event.location}
            </dd>
          </dl>
          <p className="mono small">{query.data.code}</p>
        </section>
      )}
    </main>
  );
}
