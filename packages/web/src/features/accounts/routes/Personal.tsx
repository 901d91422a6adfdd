import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/store';
import { showToast } from '../../../lib/toast';
import { ProfileForm } from '../components/ProfileForm';
import { Screen } from '../components/Screen';

/** /personal (Personal Info): full name and avatar, changeable at any time. */
export function Personal() {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  return (
    <Screen title={t('title.personal')} text={userInfo?.email ?? undefined}>
      <ProfileForm
        key={userInfo?.id ?? 0}
        nickname={userInfo?.nickname ?? ''}
        avatar={userInfo?.avatar}
        submitLabel={t('accounts.action.save')}
        onDone={() => showToast(t('accounts.profile.saved'), 'center', 'info', 2000)}
      />
    </Screen>
  );
}
