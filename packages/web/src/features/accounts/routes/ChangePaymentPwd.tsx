import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { refreshUser } from '../../../lib/account/get-user-info';
import { useSession } from '../../../lib/session/store';
import { showToast } from '../../../lib/toast';
import { useUpdatePayPassword } from '../api/update-pay-password';
import { useUpdatePayPasswordByOldPwd } from '../api/update-pay-password-by-old-pwd';
import { PayPasswordForm } from '../components/PayPasswordForm';
import { Screen } from '../components/Screen';

/** /change-payment-pwd: set the payment password the first time, or change it with the old one. */
export function ChangePaymentPwd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { payPasswordSetUp } = useSession();
  const setFirst = useUpdatePayPassword();
  const change = useUpdatePayPasswordByOldPwd();

  async function finish(message: string): Promise<void> {
    showToast(message, 'center', 'info', 2000);
    await navigate(-1);
  }

  return (
    <Screen
      title={payPasswordSetUp ? t('title.changePaymentPwd') : t('accounts.pay.setTitle')}
      text={payPasswordSetUp ? t('accounts.pay.changeText') : t('accounts.pay.setText')}
    >
      {payPasswordSetUp ? (
        <>
          <PayPasswordForm
            key="change"
            withOld
            submitLabel={t('accounts.action.save')}
            pending={change.isPending}
            onSubmit={async (value) => {
              await change.mutateAsync(value);
              await refreshUser();
              await finish(t('accounts.pay.changed'));
            }}
          />
          <div className="acc-actions">
            <Link className="acc-link acc-link--center" to={ROUTES.resetPaymentPwd}>
              {t('accounts.pay.forgot')}
            </Link>
          </div>
        </>
      ) : (
        <PayPasswordForm
          key="set"
          submitLabel={t('accounts.action.save')}
          pending={setFirst.isPending}
          onSubmit={async ({ payPassword }) => {
            await setFirst.mutateAsync({ payPassword });
            await finish(t('accounts.pay.set'));
          }}
        />
      )}
    </Screen>
  );
}
