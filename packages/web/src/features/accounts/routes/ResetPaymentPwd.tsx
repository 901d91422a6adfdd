import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/store';
import { showToast } from '../../../lib/toast';
import { useUpdatePayPasswordByEmailCode } from '../api/update-pay-password-by-email-code';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { PayPasswordForm } from '../components/PayPasswordForm';
import { Screen } from '../components/Screen';

/** /reset-payment-pwd: a code to the account's e-mail, then a new payment password twice. */
export function ResetPaymentPwd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const reset = useUpdatePayPasswordByEmailCode();
  const [code, setCode] = useState<string | null>(null);

  return (
    <Screen title={t('title.resetPaymentPwd')} text={code ? t('accounts.pay.setText') : t('accounts.reset.codeText')}>
      {code ? (
        <PayPasswordForm
          submitLabel={t('accounts.action.save')}
          pending={reset.isPending}
          onSubmit={async ({ payPassword }) => {
            await reset.mutateAsync({ code, payPassword });
            showToast(t('accounts.pay.changed'), 'center', 'info', 2000);
            await navigate(-1);
          }}
        />
      ) : (
        <EmailCodeForm
          type="payPassword"
          email={userInfo?.email ?? ''}
          fixedEmail
          submitLabel={t('accounts.action.next')}
          onVerified={(value) => setCode(value.code)}
        />
      )}
    </Screen>
  );
}
