import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/store';
import { showToast } from '../../../lib/toast';
import { PhoneVerifyForm } from '../components/PhoneVerifyForm';
import { Screen } from '../components/Screen';
import { safeRedirect } from '../lib/return-path';

/**
 * /chang-phone-num (the spec's spelling): area code + phone -> SMS code -> verified. Without a
 * verified phone it is the 'Verify Account' screen that ordering sends users to (with redirectUrl).
 */
export function ChangePhoneNum() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { userInfo, isPhoneVerified } = useSession();
  const redirect = safeRedirect(params.get('redirectUrl'));
  const current = isPhoneVerified && userInfo?.phone ? `+${userInfo.areaCode ?? ''} ${userInfo.phone}` : null;

  return (
    <Screen
      title={isPhoneVerified ? t('title.changePhoneNum') : t('accounts.verify.title')}
      heading={isPhoneVerified ? undefined : t('accounts.verify.heading')}
      text={current ? t('accounts.phone.current', { phone: current }) : t('accounts.verify.text')}
    >
      <PhoneVerifyForm
        areaCode={userInfo?.areaCode}
        submitLabel={t('accounts.phone.verify')}
        onDone={() => {
          showToast(t('accounts.phone.verified'), 'center', 'info', 2000);
          if (redirect) void navigate(redirect, { replace: true });
          else void navigate(-1);
        }}
      />
    </Screen>
  );
}
