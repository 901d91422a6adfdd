import { ROUTES, type ShareTransferView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '../../../lib/format';
import { useSession } from '../../../lib/session/store';
import { showToast } from '../../../lib/toast';
import { useShareTransfer } from '../api/get-share-transfer';
import { useAcceptTransfer } from '../api/transfer-ticket';
import '../../../components/ticketing.css';
import { EventTime } from '../../../components/EventTime';

const TOKEN = /^[0-9a-f]{32}$/;

/**
 * /share-transfer?token= (public): the page a transfer recipient's e-mail links to. A ticket that
 * waits for them is accepted here, once they are signed in with the address it was sent to.
 */
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
      {query.data && token && (
        <section className="section">
          <h2 className="section__title">
            {t(query.data.state === 'done' ? 'tickets.share.sent' : 'tickets.share.sending', {
              name: query.data.fromName,
            })}
          </h2>
          <dl className="facts">
            <dt>{t('tickets.share.event')}</dt>
            <dd>{query.data.event.title}</dd>
            <dt>{t('tickets.section')}</dt>
            <dd>{query.data.seatArea}</dd>
            <dt>{t('events.dateTime')}</dt>
            <dd>
              <EventTime at={query.data.event.startsAt} timeZone={query.data.event.timeZone} />
            </dd>
            <dt>{t('events.location')}</dt>
            <dd>
              {query.data.event.venue} · {query.data.event.location}
            </dd>
            <dt>{t('tickets.share.when')}</dt>
            <dd>{when(query.data.at, i18n.language)}</dd>
          </dl>
          <ShareState share={query.data} token={token} />
        </section>
      )}
    </main>
  );
}

/** What the recipient can do now: open My Tickets, accept the waiting ticket, or nothing (it ended). */
function ShareState({ share, token }: { share: ShareTransferView; token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const accept = useAcceptTransfer();
  if (share.state === 'cancelled' || share.state === 'expired') {
    return <p className="small">{t('tickets.share.ended')}</p>;
  }
  if (share.state === 'done') {
    return (
      <>
        <p className="small">{t('tickets.share.signIn')}</p>
        <Link className="button button--primary button--block" to={ROUTES.orderTicket}>
          {t('tickets.share.open')}
        </Link>
      </>
    );
  }
  const here = `${ROUTES.shareTransfer}?token=${token}`;
  return (
    <>
      {share.expiresAt !== null && (
        <p className="small">{t('tickets.share.acceptBy', { time: when(share.expiresAt, i18n.language) })}</p>
      )}
      {isLogin ? (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(token, {
              onSuccess: () => {
                showToast(t('tickets.share.accepted'), 'top', 'info', 3000);
                void navigate(ROUTES.orderTicket, { replace: true });
              },
            })
          }
        >
          {t('tickets.share.accept')}
        </button>
      ) : (
        <>
          <p className="small">{t('tickets.share.signUpToAccept')}</p>
          <Link
            className="button button--primary button--block"
            to={`${ROUTES.sign}?redirectUrl=${encodeURIComponent(here)}`}
          >
            {t('tickets.share.signInToAccept')}
          </Link>
        </>
      )}
    </>
  );
}
