import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../lib/api/get-client-config';

/**
 * On every page of a deployment whose payments go to the sandbox (production with
 * ALLOW_SANDBOX_IN_PRODUCTION): nothing paid here is real money.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useClientConfig();
  if (!data?.paymentTestMode) return null;
  return (
    <div className="test-mode-banner" role="note" data-testid="test-mode-banner">
      {t('app.testMode')}
    </div>
  );
}
