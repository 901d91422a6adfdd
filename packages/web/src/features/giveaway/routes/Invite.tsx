import { formatCount, formatDateRange, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session/store';
import { useCurrentGiveaway } from '../api/get-current';
import { useMyInvites } from '../api/get-my-invites';
import { useJoinGiveaway } from '../api/join';
import { InviteQr } from '../components/InviteQr';
import { Rules } from '../components/Rules';
import { copyText, inviteLink } from '../invite-link';
import '../giveaway.css';

const TOAST_MS = 2500;

/** /home/invite (public): the giveaway, its rules, and for a signed-in fan the invite link, QR, share and entries. */
export function Invite() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const campaign = useCurrentGiveaway(isLogin);
  const invites = useMyInvites(isLogin);
  const join = useJoinGiveaway();
  const code = invites.data?.inviteCode;
  const link = code ? inviteLink(code) : null;
  const message = link ? t('giveaway.inviteMessage', { link }) : '';
  const copy = async (text: string) => {
    const outcome = await copyText(text);
    showToast(t(outcome === 'copied' ? 'giveaway.copied' : 'giveaway.copyFailed'), 'center', 'info', TOAST_MS);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const c = campaign.data;
  return (
    <main className="page giveaway">
      <h1 className="page__title">{t('giveaway.inviteTitle')}</h1>
      {campaign.isError && <p className="muted">{t('giveaway.none')}</p>}
      {c && (
        <section className="section">
          <h2 className="section__title">{c.name}</h2>
          <p className="small">
            {formatDateRange(c.startsAt, c.endsAt)} · {t(`giveaway.status.${c.status}`)}
          </p>
          <h3>{t('giveaway.prizes')}</h3>
          <ul>
            {c.prizes.map((p) => (
              <li key={p.name}>
                {p.name} × {p.quantity}
              </li>
            ))}
          </ul>
          <h3>{t('giveaway.rules')}</h3>
          <Rules rules={c.rules} />
          {c.me && (
            <p className="giveaway__count" data-testid="my-entry-count">
              {t('giveaway.myCount', { count: c.me.entries, shown: formatCount(c.me.entries) })}
            </p>
          )}
          {c.me && c.status === 'running' && !c.me.joined && (
            <button
              type="button"
              className="button button--primary button--block"
              disabled={join.isPending}
              onClick={() => join.mutate()}
            >
              {t('giveaway.join')}
            </button>
          )}
          {c.me?.joined && <p className="small">{t('giveaway.joined')}</p>}
          {c.status === 'drawn' && (
            <Link
              className="button button--outline button--block"
              to={`${ROUTES.giveawayResult}?campaign=${encodeURIComponent(c.slug)}`}
            >
              {t('giveaway.seeResult')}
            </Link>
          )}
        </section>
      )}
      {!isLogin && (
        <section className="section">
          <p>{t('giveaway.signInToInvite')}</p>
          <Link className="button button--primary button--block" to={ROUTES.sign}>
            {t('giveaway.signIn')}
          </Link>
        </section>
      )}
      {link && (
        <section className="section">
          <h2 className="section__title">{t('giveaway.myLink')}</h2>
          <p className="giveaway__link" data-testid="invite-link">
            {link}
          </p>
          <InviteQr text={link} label={t('giveaway.qr')} />
          <div className="giveaway__actions">
            <button type="button" className="button" onClick={() => void copy(message)}>
              {t('giveaway.copyMessage')}
            </button>
            <button type="button" className="button" onClick={() => void copy(link)}>
              {t('giveaway.copyLink')}
            </button>
            {canShare && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  void navigator
                    .share({ title: t('giveaway.inviteTitle'), text: message, url: link })
                    .catch(() => undefined)
                }
              >
                {t('giveaway.share')}
              </button>
            )}
          </div>
          <Link className="button button--outline button--block" to={ROUTES.myEntry}>
            {t('giveaway.seeMyEntry')}
          </Link>
          <h3>{t('giveaway.myInvites')}</h3>
          {invites.data && invites.data.list.length === 0 && <p className="muted">{t('giveaway.noInvites')}</p>}
          <ul className="giveaway__invites">
            {invites.data?.list.map((i) => (
              <li key={`${i.email}-${i.registeredAt}`}>
                <span>{i.email}</span>{' '}
                <span className="small">{t(i.earned ? 'giveaway.inviteEarned' : 'giveaway.invitePending')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
