import { formatMoney, type ConsoleSalesMinute } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useConsoleEvent } from '../api/events';
import { useLiveSales } from '../api/sales';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

const CHART_WIDTH = 600;
const CHART_HEIGHT = 120;

/** Tickets sold a minute over the last hour: one bar a minute, the summary in words for screen readers. */
function MinuteChart({ minutes }: { minutes: ConsoleSalesMinute[] }) {
  const { t } = useTranslation();
  const peak = Math.max(1, ...minutes.map((m) => m.tickets));
  const total = minutes.reduce((sum, m) => sum + m.tickets, 0);
  const width = CHART_WIDTH / Math.max(1, minutes.length);
  return (
    <figure className="console-minutes">
      <figcaption>{t('console.sales.chart')}</figcaption>
      <svg
        className="console-chart"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label={t('console.sales.chartSummary', {
          tickets: total,
          peak: Math.max(...minutes.map((m) => m.tickets), 0),
        })}
        preserveAspectRatio="none"
      >
        {minutes.map((m, i) => {
          const height = (m.tickets / peak) * (CHART_HEIGHT - 4);
          return (
            <rect
              key={m.at}
              x={i * width + 1}
              y={CHART_HEIGHT - height}
              width={Math.max(1, width - 2)}
              height={height}
              data-tickets={m.tickets}
            />
          );
        })}
      </svg>
    </figure>
  );
}

/** /console/events/:eventId/sales: the sale as it moves (server-sent events), with the last hour's chart. */
export function ConsoleEventSales() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const event = useConsoleEvent(eventId);
  const { sales, stale } = useLiveSales(eventId);
  const title = event.data?.title ?? '';
  useConsoleTitle(t('console.sales.title'));
  return (
    <section className="console-panel" aria-busy={sales === null}>
      <h1>
        {t('console.sales.title')}
        {title && `: ${title}`}
      </h1>
      <div className="console-actions">
        <Link className="console-button console-button--quiet" to={consolePath(CONSOLE_PATHS.event, { eventId })}>
          {t('console.sales.back')}
        </Link>
      </div>
      {stale && (
        <p className="console-error" role="status">
          {t('console.sales.stale')}
        </p>
      )}
      {sales && (
        <>
          <dl className="console-figures" aria-live="polite">
            <div className="console-figure">
              <dt>{t('console.sales.ticketsSold')}</dt>
              <dd data-testid="tickets-sold">{sales.ticketsSold}</dd>
            </div>
            <div className="console-figure">
              <dt>{t('console.sales.revenue')}</dt>
              <dd data-testid="revenue">
                {formatMoney(sales.revenue)} {sales.currency}
              </dd>
            </div>
            <div className="console-figure">
              <dt>{t('console.sales.lastMinute')}</dt>
              <dd>{sales.ordersLastMinute}</dd>
            </div>
            <div className="console-figure">
              <dt>{t('console.sales.waitlist')}</dt>
              <dd>{sales.waitlistWaiting}</dd>
            </div>
            {sales.queue && (
              <div className="console-figure">
                <dt>{t('console.sales.queueTitle')}</dt>
                <dd>{t('console.sales.queue', { waiting: sales.queue.waiting, admitted: sales.queue.admitted })}</dd>
              </div>
            )}
          </dl>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.area.name')}</th>
                <th scope="col" className="num">
                  {t('console.area.capacity')}
                </th>
                <th scope="col" className="num">
                  {t('console.area.sold')}
                </th>
                <th scope="col" className="num">
                  {t('console.area.held')}
                </th>
                <th scope="col" className="num">
                  {t('console.area.available')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.areas.map((area) => (
                <tr key={area.id}>
                  <td>{area.name}</td>
                  <td className="num">{area.capacity}</td>
                  <td className="num">{area.sold}</td>
                  <td className="num">{area.held}</td>
                  <td className="num">{area.available}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <MinuteChart minutes={sales.minutes} />
          <p className="console-note">
            {t('console.sales.updated')} <DateTime at={sales.at} />
          </p>
        </>
      )}
    </section>
  );
}
