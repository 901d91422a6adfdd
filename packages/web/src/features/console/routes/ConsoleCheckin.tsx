import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useCheckinEvents } from '../api/checkin';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** /console/checkin: the events whose doors I may watch (organiser, staff, admin); pick one. */
export function ConsoleCheckin() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.checkin.title'));
  const events = useCheckinEvents();
  return (
    <section className="console-panel">
      <h1>{t('console.checkin.title')}</h1>
      <p>{t('console.checkin.pick')}</p>
      <QueryState query={events} empty={t('console.checkin.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.event.title')}</th>
                <th scope="col">{t('console.event.venue')}</th>
                <th scope="col">{t('console.event.startsAt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((event) => (
                <tr key={event.id}>
                  <td>
                    <Link to={consolePath(CONSOLE_PATHS.eventCheckin, { eventId: event.id })}>{event.title}</Link>
                  </td>
                  <td>{event.venue}</td>
                  <td>
                    <DateTime at={event.startsAt} timeZone={event.timeZone} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
