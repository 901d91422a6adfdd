import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/api/get-client-config';

/** The support hotline and e-mail this deployment configured (SUPPORT_PHONE, SUPPORT_EMAIL). */
export function SupportContacts() {
  const { t } = useTranslation();
  const config = useClientConfig().data;
  if (!config?.supportPhone && !config?.supportEmail) return null;
  return (
    <dl className="sup-contacts">
      {config.supportPhone && (
        <div>
          <dt>{t('support.cs.hotline')}</dt>
          <dd>
            <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
          </dd>
        </div>
      )}
      {config.supportEmail && (
        <div>
          <dt>{t('support.cs.email')}</dt>
          <dd>
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
