import { ALERT_CHANNELS, ALERT_KINDS, type AlertPreferenceView } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { disablePush, enablePush, type PushState, pushState } from '../../../lib/alerts/push';
import { usePreferences, useSetPreference } from '../api/preferences';
import '../alerts.css';

/** This device's notifications: on, off, blocked or not possible here, with the button that changes it. */
function DevicePush() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    pushState()
      .then(setState)
      .catch(() => setState('unsupported'));
  }, []);
  const change = (next: () => Promise<PushState>) => {
    setBusy(true);
    next()
      .then(setState)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  if (state === null) return null;
  return (
    <section className="notifications__device" aria-labelledby="device-push">
      <h2 id="device-push" className="notifications__heading">
        {t('alerts.deviceTitle')}
      </h2>
      <p className="small" data-push-state={state}>
        {t(`alerts.device_${state}`)}
      </p>
      {state === 'off' && (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => change(enablePush)}>
          {t('alerts.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="button" disabled={busy} onClick={() => change(disablePush)}>
          {t('alerts.turnOff')}
        </button>
      )}
    </section>
  );
}

/** /notifications (Me → Notifications): this device's push, and every kind of alert on each channel. */
export function Notifications() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const set = useSetPreference();
  return (
    <main className="page">
      <PageHeader title={t('alerts.notificationsTitle')} />
      <DevicePush />
      <QueryState query={preferences} empty={t('alerts.inboxEmpty')}>
        {(cells) => {
          const cell = (kind: string, channel: string): AlertPreferenceView | undefined =>
            cells.find((c) => c.kind === kind && c.channel === channel);
          return (
            <table className="notifications__table">
              <caption className="notifications__caption">{t('alerts.preferencesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('alerts.kindColumn')}</th>
                  {ALERT_CHANNELS.map((channel) => (
                    <th scope="col" key={channel}>
                      {t(`alerts.channel_${channel}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ALERT_KINDS.map((kind) => (
                  <tr key={kind}>
                    <th scope="row">{t(`alerts.kind_${kind}`)}</th>
                    {ALERT_CHANNELS.map((channel) => {
                      const c = cell(kind, channel);
                      if (!c) return <td key={channel}>—</td>;
                      const label = `${t(`alerts.kind_${kind}`)}: ${t(`alerts.channel_${channel}`)}`;
                      return (
                        <td key={channel}>
                          <input
                            type="checkbox"
                            className="notifications__check"
                            aria-label={c.locked ? `${label} (${t('alerts.alwaysOn')})` : label}
                            checked={c.enabled}
                            disabled={c.locked || set.isPending}
                            onChange={(e) => set.mutate({ kind, channel, enabled: e.target.checked })}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </QueryState>
      <p className="muted small">{t('alerts.lockedNote')}</p>
    </main>
  );
}
