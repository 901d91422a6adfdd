import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/store';
import { Screen } from '../components/Screen';

interface Entry {
  to: string;
  label: string;
  value?: string;
}

/** /security: password, payment password, phone and e-mail. */
export function Security() {
  const { t } = useTranslation();
  const { userInfo, payPasswordSetUp, isPhoneVerified } = useSession();
  const phone = isPhoneVerified && userInfo?.phone ? `+${userInfo.areaCode ?? ''} ${userInfo.phone}` : undefined;
  const entries: Entry[] = [
    { to: ROUTES.changePwd, label: t('title.changePwd') },
    { to: ROUTES.resetPwd, label: t('title.resetPwd') },
    {
      to: ROUTES.changePaymentPwd,
      label: payPasswordSetUp ? t('title.changePaymentPwd') : t('accounts.pay.setTitle'),
      value: payPasswordSetUp ? undefined : t('accounts.security.notSet'),
    },
    ...(payPasswordSetUp ? [{ to: ROUTES.resetPaymentPwd, label: t('title.resetPaymentPwd') }] : []),
    {
      to: ROUTES.changePhoneNum,
      label: isPhoneVerified ? t('title.changePhoneNum') : t('accounts.verify.title'),
      value: phone ?? t('accounts.security.notVerified'),
    },
    { to: ROUTES.changeEmail, label: t('title.changeEmail'), value: userInfo?.email ?? undefined },
  ];
  return (
    <Screen title={t('title.security')}>
      <ul className="list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="list__item list__item--link">
              <span>{entry.label}</span>
              <span className="acc-list-value acc-chevron">
                <span className="acc-list-value__text">{entry.value}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
