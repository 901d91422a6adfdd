import { COMMUNICATION_LIMITS as LIMITS, type ConsoleRepairView } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepairSwitch } from '../api/communication';
import { DateTime } from './DateTime';

/**
 * Repair mode (admins): while it is on every fan call answers 9999 with the message. Turning it on
 * asks once more; this section itself keeps working, so it can be turned off from here.
 */
export function RepairPanel({ repair }: { repair: ConsoleRepairView }) {
  const { t } = useTranslation();
  const change = useRepairSwitch();
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const turnOn = () =>
    change.mutate(message, {
      onSuccess: () => {
        setConfirming(false);
        setMessage('');
      },
    });

  return (
    <section className="console-panel" aria-labelledby="repair-heading">
      <h2 id="repair-heading">{t('console.communication.repair.title')}</h2>
      <p role="status" data-testid="repair-state" className={repair.on ? 'console-alert' : undefined}>
        {repair.on ? (
          <>
            {t('console.communication.repair.isOn', { message: repair.message })}{' '}
            {repair.since !== null && (
              <>
                · {t('console.communication.repair.since')} <DateTime at={repair.since} />
              </>
            )}
          </>
        ) : (
          t('console.communication.repair.isOff')
        )}
      </p>
      {repair.on ? (
        <button
          type="button"
          className="console-button"
          disabled={change.isPending}
          onClick={() => change.mutate(null)}
        >
          {t('console.communication.repair.turnOff')}
        </button>
      ) : (
        <form className="console-form console-form--row" onSubmit={ask}>
          <label className="console-repair-message">
            {t('console.communication.repair.message')}
            <input
              value={message}
              required
              maxLength={LIMITS.repairMessage}
              readOnly={confirming}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          {confirming ? (
            <div role="alertdialog" aria-labelledby="repair-confirm" className="console-confirm">
              <p id="repair-confirm">{t('console.communication.repair.confirm')}</p>
              <div className="console-actions">
                <button type="button" className="console-button" disabled={change.isPending} onClick={turnOn}>
                  {t('console.communication.repair.confirmOn')}
                </button>
                <button
                  type="button"
                  className="console-button console-button--quiet"
                  onClick={() => setConfirming(false)}
                >
                  {t('console.communication.repair.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button type="submit" className="console-button">
              {t('console.communication.repair.turnOn')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
