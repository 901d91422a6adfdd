import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionState } from '../../../lib/session/store';
// The one drawing of the preset avatars, shared with the profile screens that choose them.
import { avatarSrc } from '../../../lib/avatars';

/** The signed-in user's card: avatar, full name, e-mail and the phone-verification state. */
export function ProfileCard({ session }: { session: SessionState }) {
  const { t } = useTranslation();
  const user = session.userInfo;
  return (
    <section className="me-card" aria-label={t('me.profile')}>
      <img className="me-card__avatar" src={avatarSrc(user?.avatar)} width={64} height={64} alt="" />
      <div className="me-card__text">
        <h2 className="me-card__name">{user?.nickname || user?.email}</h2>
        {user?.email && <p className="me-card__email">{user.email}</p>}
        {session.isPhoneVerified ? (
          <span className="me-badge">{t('me.phoneVerified')}</span>
        ) : (
          <Link className="me-badge" to={ROUTES.changePhoneNum}>
            {t('me.verifyPhone')}
          </Link>
        )}
      </div>
    </section>
  );
}
