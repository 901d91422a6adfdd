import type { ConsoleCheckinScan, ConsoleCheckinView, ConsoleGateStaffView } from '@fanpass/contracts';
import { intlLocale, type Language } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useLiveCheckin } from '../api/checkin';
import { useChangeGateStaff, useGateStaff } from '../api/gate-staff';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS } from '../paths';
import { useConsole, useConsoleTitle } from './ConsoleLayout';
import '../checkin.css';

/** A moment on the venue's clock, to the second, with the date when it is not the day of `now` there. */
function VenueTime({ at, now, timeZone }: { at: number; now: number; timeZone: string }) {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language as Language);
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(ms);
  const text = new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(day(at) === day(now) ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at);
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}

/** Admitted of expected as a bar with its words (the figures beside it say the same). */
function Progress({ admitted, expected, label }: { admitted: number; expected: number; label: string }) {
  return (
    <progress
      className="checkin-progress"
      max={Math.max(expected, 1)}
      value={Math.min(admitted, expected)}
      aria-label={label}
    />
  );
}

function GatesTable({ checkin }: { checkin: ConsoleCheckinView }) {
  const { t } = useTranslation();
  const progress = (admitted: number, expected: number) => t('console.checkin.progress', { admitted, expected });
  return (
    <table className="console-table checkin-gates">
      <caption>{t('console.checkin.gates')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('console.checkin.gate')}</th>
          <th scope="col" className="num">
            {t('console.checkin.admitted')}
          </th>
          <th scope="col" className="num">
            {t('console.checkin.expected')}
          </th>
          <th scope="col">{t('console.checkin.progressTitle')}</th>
        </tr>
      </thead>
      <tbody>
        {checkin.gates.length === 0 && (
          <tr>
            <td colSpan={4}>{t('console.checkin.noGates')}</td>
          </tr>
        )}
        {checkin.gates.map((gate) => (
          <tr key={gate.gate}>
            <th scope="row">{gate.gate}</th>
            <td className="num">{gate.admitted}</td>
            <td className="num">{gate.expected ?? t('console.checkin.notAssigned')}</td>
            <td>
              {gate.expected !== null && (
                <Progress
                  admitted={gate.admitted}
                  expected={gate.expected}
                  label={`${gate.gate}: ${progress(gate.admitted, gate.expected)}`}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('console.checkin.total')}</th>
          <td className="num" data-testid="admitted-total">
            {checkin.admitted}
          </td>
          <td className="num" data-testid="expected-total">
            {checkin.expected}
          </td>
          <td>
            <Progress
              admitted={checkin.admitted}
              expected={checkin.expected}
              label={`${t('console.checkin.total')}: ${progress(checkin.admitted, checkin.expected)}`}
            />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function resultText(t: (key: string, options?: Record<string, unknown>) => string, scan: ConsoleCheckinScan): string {
  if (scan.result === 'refused') {
    return t('console.checkin.result.refused', { verdict: scan.verdict ? t(`gate.verdict.${scan.verdict}`) : '' });
  }
  return t(`console.checkin.result.${scan.result}`);
}

function ScansTable({ checkin }: { checkin: ConsoleCheckinView }) {
  const { t } = useTranslation();
  if (checkin.scans.length === 0) return <p>{t('console.checkin.noScans')}</p>;
  return (
    <table className="console-table" data-testid="recent-scans">
      <thead>
        <tr>
          <th scope="col">{t('console.checkin.time', { timeZone: checkin.timeZone })}</th>
          <th scope="col">{t('console.checkin.gate')}</th>
          <th scope="col">{t('console.checkin.ticket')}</th>
          <th scope="col">{t('console.checkin.result')}</th>
        </tr>
      </thead>
      <tbody>
        {checkin.scans.map((scan, i) => (
          <tr key={`${scan.at}-${scan.ticket}-${i}`} className={`checkin-scan checkin-scan--${scan.result}`}>
            <td>
              <VenueTime at={scan.at} now={checkin.at} timeZone={checkin.timeZone} />
            </td>
            <td>{scan.gate}</td>
            <td>
              <code>{scan.ticket}</code>
            </td>
            <td>{resultText(t, scan)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ConflictsTable({ checkin }: { checkin: ConsoleCheckinView }) {
  const { t } = useTranslation();
  if (checkin.conflicts.length === 0) return <p>{t('console.checkin.noConflicts')}</p>;
  const where = (gate: string | null, at: number | null) =>
    gate === null || at === null ? (
      t('console.checkin.earlier')
    ) : (
      <>
        <VenueTime at={at} now={checkin.at} timeZone={checkin.timeZone} /> · {gate}
      </>
    );
  return (
    <table className="console-table" data-testid="conflicts">
      <thead>
        <tr>
          <th scope="col">{t('console.checkin.ticket')}</th>
          <th scope="col">{t('console.checkin.conflictAt')}</th>
          <th scope="col">{t('console.checkin.otherAt')}</th>
          <th scope="col">{t('console.checkin.device')}</th>
          <th scope="col">{t('console.checkin.synced')}</th>
        </tr>
      </thead>
      <tbody>
        {checkin.conflicts.map((c, i) => (
          <tr key={`${c.deviceId}-${c.at}-${i}`}>
            <td>
              <code>{c.ticket}</code>
            </td>
            <td>{where(c.gate, c.at)}</td>
            <td>{where(c.otherGate, c.otherAt)}</td>
            <td>
              <code>{c.deviceId}</code>
            </td>
            <td>
              <VenueTime at={c.syncedAt} now={checkin.at} timeZone={checkin.timeZone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The event's gate staff; admins and its organisers add them by e-mail and remove them. */
function GateStaff({ eventId, manage }: { eventId: number; manage: boolean }) {
  const { t } = useTranslation();
  const staff = useGateStaff(eventId);
  const add = useChangeGateStaff(eventId, 'add');
  const remove = useChangeGateStaff(eventId, 'remove');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <>
      <h2>{t('console.checkin.staff')}</h2>
      <p className="console-note">{t('console.checkin.staffNote')}</p>
      {manage && (
        <form className="console-form console-form--row" onSubmit={submit}>
          <label>
            {t('console.checkin.email')}
            <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <button type="submit" className="console-button" disabled={add.isPending}>
            {t('console.checkin.add')}
          </button>
        </form>
      )}
      <QueryState query={staff} empty={t('console.checkin.noStaff')} isEmpty={(list) => list.length === 0}>
        {(list: ConsoleGateStaffView[]) => (
          <table className="console-table" data-testid="gate-staff">
            <thead>
              <tr>
                <th scope="col">{t('console.checkin.email')}</th>
                <th scope="col">{t('console.checkin.name')}</th>
                <th scope="col">{t('console.checkin.added')}</th>
                {manage && (
                  <th scope="col">
                    <span className="sr-only">{t('console.checkin.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.map((person) => (
                <tr key={person.userId}>
                  <td>{person.email}</td>
                  <td>{person.nickname}</td>
                  <td>
                    <DateTime at={person.addedAt} />
                  </td>
                  {manage && (
                    <td>
                      <button
                        type="button"
                        className="console-button console-button--quiet"
                        disabled={remove.isPending}
                        aria-label={t('console.checkin.removeWho', { email: person.email })}
                        onClick={() => remove.mutate(person.email)}
                      >
                        {t('console.checkin.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}

/**
 * /console/events/:eventId/checkin: the event's doors as they open (server-sent events):
 * admitted of expected per gate and in all, the latest scans, double admissions uploaded by
 * offline gates, and the gate staff.
 */
export function ConsoleEventCheckin() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const me = useConsole();
  const { data: checkin, stale } = useLiveCheckin(eventId);
  const manage = me.roles.includes('admin') || me.organiserOf.includes(eventId);
  useConsoleTitle(t('console.checkin.title'));
  return (
    <section className="console-panel" aria-busy={checkin === null}>
      <h1>
        {t('console.checkin.title')}
        {checkin && `: ${checkin.title}`}
      </h1>
      <div className="console-actions">
        <Link className="console-button console-button--quiet" to={CONSOLE_PATHS.checkin}>
          {t('console.checkin.back')}
        </Link>
      </div>
      {stale && (
        <p className="console-error" role="status">
          {t('console.checkin.stale')}
        </p>
      )}
      {checkin && (
        <>
          <dl className="console-figures" aria-live="polite">
            <div className="console-figure">
              <dt>{t('console.checkin.admitted')}</dt>
              <dd data-testid="admitted">{checkin.admitted}</dd>
            </div>
            <div className="console-figure">
              <dt>{t('console.checkin.expected')}</dt>
              <dd data-testid="expected">{checkin.expected}</dd>
            </div>
            <div className="console-figure">
              <dt>{t('console.checkin.conflicts')}</dt>
              <dd data-testid="conflict-count">{checkin.conflicts.length}</dd>
            </div>
          </dl>
          <GatesTable checkin={checkin} />
          <h2>{t('console.checkin.scans')}</h2>
          <ScansTable checkin={checkin} />
          <h2>{t('console.checkin.conflictsTitle')}</h2>
          <ConflictsTable checkin={checkin} />
          <p className="console-note">
            {t('console.checkin.updated')} <VenueTime at={checkin.at} now={checkin.at} timeZone={checkin.timeZone} /> (
            {checkin.timeZone})
          </p>
        </>
      )}
      <GateStaff eventId={eventId} manage={manage} />
    </section>
  );
}
