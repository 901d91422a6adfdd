import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/store';
import { PasswordResetFlow } from '../components/PasswordResetFlow';

/** /reset-pwd: a signed-in user resets the password with a code sent to their own address. */
export function ResetPwd() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return <PasswordResetFlow title={t('title.resetPwd')} email={userInfo?.email ?? ''} fixedEmail />;
}
