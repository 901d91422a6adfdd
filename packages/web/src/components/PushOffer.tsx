import { ROUTES } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { enablePush, type PushState, pushState } from '../lib/alerts/push';
import './inbox-bell.css';

/**
 * At a moment that needs it (on a waiting list, in a queue), never on a first visit: offers to turn
 * on notifications on this device, when they are off and can be turned on.
 */
export function PushOffer({ message }: { message: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [justOn, setJustOn] = useState(false);
  useEffect(() => {
    let live = true;
    pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  if (state === 'on' && !justOn) return null;
  if (state !== 'off' && state !== 'on') return null;
  return (
    <div className="push-offer" role="status">
      <p className="small">{state === 'on' ? t('alerts.pushOnNow') : message}</p>
      {state === 'off' && (
        <button
          type="button"
          className="button button--small button--primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            enablePush()
              .then((next) => {
                setJustOn(next === 'on');
                setState(next);
              })
              .catch(() => setState('off'))
              .finally(() => setBusy(false));
          }}
        >
          {t('alerts.turnOn')}
        </button>
      )}
      <Link className="small" to={ROUTES.notifications}>
        {t('alerts.preferencesLink')}
      </Link>
    </div>
  );
}
