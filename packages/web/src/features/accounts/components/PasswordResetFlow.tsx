import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { session } from '../../../lib/session/store';
import { useUpdatePasswordByEmailCode } from '../api/update-password-by-email-code';
import { signQuery } from '../lib/return-path';
import { EmailCodeForm } from './EmailCodeForm';
import { NewPasswordForm } from './NewPasswordForm';
import { Screen } from './Screen';

/**
 * Forgot password (/forget-pwd) and reset password (/reset-pwd): e-mail code, then a new password
 * twice. The server ends every session, so the user signs in again with the new password.
 */
export function PasswordResetFlow({
  title,
  email,
  fixedEmail,
}: {
  title: string;
  email: string;
  fixedEmail?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const update = useUpdatePasswordByEmailCode();
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null);

  return (
    <Screen
      title={title}
      heading={verified ? t('accounts.reset.passwordHeading') : t('accounts.reset.codeHeading')}
      text={verified ? t('accounts.reset.passwordText') : t('accounts.reset.codeText')}
    >
      {verified ? (
        <NewPasswordForm
          submitLabel={t('accounts.reset.submit')}
          pending={update.isPending}
          onSubmit={async ({ password }) => {
            await update.mutateAsync({ ...verified, password });
            session.logout();
            const query = signQuery({
              email: verified.email,
              redirectUrl: params.get('redirectUrl'),
              notice: 'passwordReset',
            });
            await navigate(`${ROUTES.signIn}${query}`, { replace: true });
          }}
        />
      ) : (
        <EmailCodeForm
          type="forget"
          email={email}
          fixedEmail={fixedEmail}
          submitLabel={t('accounts.action.next')}
          onVerified={setVerified}
        />
      )}
    </Screen>
  );
}
