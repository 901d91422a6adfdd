import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast';
import { useUpdatePasswordByOldPwd } from '../api/update-password-by-old-pwd';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { Screen } from '../components/Screen';

/** /change-pwd: old password, then the new one twice; other sessions end, this one stays. */
export function ChangePwd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdatePasswordByOldPwd();
  return (
    <Screen title={t('title.changePwd')} text={t('accounts.changePwd.text')}>
      <NewPasswordForm
        withOld
        submitLabel={t('accounts.action.save')}
        pending={update.isPending}
        onSubmit={async (value) => {
          await update.mutateAsync(value);
          showToast(t('accounts.changePwd.done'), 'center', 'info', 2000);
          await navigate(-1);
        }}
      />
      <div className="acc-actions">
        <Link className="acc-link acc-link--center" to={ROUTES.resetPwd}>
          {t('accounts.changePwd.forgot')}
        </Link>
      </div>
    </Screen>
  );
}
