import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PasswordResetFlow } from '../components/PasswordResetFlow';

/** /forget-pwd: e-mail + human check -> code -> new password twice. */
export function ForgetPwd() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return <PasswordResetFlow title={t('title.forgetPwd')} email={params.get('email') ?? ''} />;
}
