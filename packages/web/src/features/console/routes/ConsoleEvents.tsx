import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useConsoleEvents } from '../api/events';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** /console/events: the events I run, with where each sale is. */
export function ConsoleEvents() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.events.title'));
  const events = useConsoleEvents();
  return (
    <section className="console-panel">
      <h1>{t('console.events.title')}</h1>
      <div className="console-actions">
        <Link className="console-button" to={CONSOLE_PATHS.eventNew}>
          {t('console.events.new')}
        </Link>
      </div>
      <QueryState query={events} empty={t('console.events.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.event.title')}</th>
                <th scope="col">{t('console.event.startsAt')}</th>
                <th scope="col">{t('console.events.state')}</th>
                <th scope="col" className="num">
                  {t('console.events.sold')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((event) => (
                <tr key={event.id}>
                  <td>
                    <Link to={consolePath(CONSOLE_PATHS.event, { eventId: event.id })}>{event.title}</Link>
                  </td>
                  <td>
                    <DateTime at={event.startsAt} timeZone={event.timeZone} />
                  </td>
                  <td>{t(`console.saleState.${event.saleState}`)}</td>
                  <td className="num">
                    {event.sold} / {event.capacity}
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
