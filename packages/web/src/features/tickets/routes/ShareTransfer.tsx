import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '../../../lib/format';
import { useShareTransfer } from '../api/get-share-transfer';
import '../../../components/ticketing.css';

const TOKEN = /^[0-9a-f]{32}$/;

/** /share-transfer?token= (public): the page a transfer recipient's e-mail links to. */
export function ShareTransfer() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && TOKEN.test(raw) ? raw : null;
  const query = useShareTransfer(token);
  return (
    <main className="page">
      <PageHeader title={t('tickets.share.title')} />
      {(!token || query.isError) && <p className="muted">{t('tickets.share.notFound')}</p>}
      {query.data && (
        <section className="section">
          <h2 className="section__title">{t('tickets.share.sent', { name: query.data.fromName })}</h2>
          <dl className="facts">
            <dt>{t('tickets.share.event')}</dt>
            <dd>{query.data.event.title}</dd>
            <dt>{t('tickets.section')}</dt>
            <dd>{query.data.seatArea}</dd>
            <dt>{t('events.dateTime')}</dt>
            <dd>{when(query.data.event.startsAt, i18n.language)}</dd>
            <dt>{t('events.location')}</dt>
            <dd>
              {query.data.event.venue} · {query.data.event.location}
            </dd>
            <dt>{t('tickets.share.when')}</dt>
            <dd>{when(query.data.at, i18n.language)}</dd>
          </dl>
          <p className="small">{t('tickets.share.signIn')}</p>
          <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
            {t('tickets.share.open')}
          </Link>
        </section>
      )}
    </main>
  );
}
