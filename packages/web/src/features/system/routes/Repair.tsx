import { ROUTES, intlLocale, type Language } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getRepairNotice } from '../../../lib/storage';
import { getClientConfig } from '../../../lib/api/get-client-config';

/** /repair: the page under repair with the operator's stored notice (spec §2, §8 code 9999). */
export function Repair() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(getRepairNotice);
  const [checking, setChecking] = useState(false);
  const message = notice?.data?.message || notice?.msg || t('repair.body');
  const since = notice?.data?.since;

  async function retry(): Promise<void> {
    setChecking(true);
    try {
      await getClientConfig();
      void navigate(ROUTES.homeIndex, { replace: true });
    } catch {
      // Still under repair: the client stored the newest notice.
      setNotice(getRepairNotice());
    } finally {
      setChecking(false);
    }
  }

  return (
    <main className="page page--center">
      <p className="big-code" aria-hidden="true">
        ⚙
      </p>
      <h1 className="page__title">{t('repair.title')}</h1>
      <p className="repair-message" data-testid="repair-message">
        {message}
      </p>
      {typeof since === 'number' && (
        <p className="muted">
          {t('repair.since', {
            time: new Date(since).toLocaleString(intlLocale(i18n.language as Language)),
          })}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={checking} onClick={() => void retry()}>
        {t('repair.retry')}
      </button>
    </main>
  );
}
