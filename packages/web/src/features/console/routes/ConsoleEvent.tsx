import type { ConsoleAreaView } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { formatMoney } from '@fanpass/contracts';
import { ApiError } from '../../../lib/http/client';
import { useConsoleEvent, useEventChange } from '../api/events';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** One seat area's row: price and capacity changed in place (the server keeps both within what is sold). */
function AreaRow({ area, change }: { area: ConsoleAreaView; change: (area: ConsoleAreaView) => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(String(area.price / 100));
  const [capacity, setCapacity] = useState(String(area.capacity));
  const save = (event: FormEvent) => {
    event.preventDefault();
    change({ ...area, price: Math.round(Number(price) * 100), capacity: Number(capacity) });
  };
  return (
    <tr>
      <td>{area.name}</td>
      <td className="num">{area.sold}</td>
      <td className="num">{area.held}</td>
      <td className="num">{area.available}</td>
      <td colSpan={3}>
        <form className="console-form console-form--row" onSubmit={save}>
          <label>
            {t('console.area.price')}
            <input type="number" min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
          </label>
          <label>
            {t('console.area.capacity')}
            <input type="number" min={0} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
          </label>
          <button type="submit" className="console-button console-button--quiet">
            {t('console.area.save', { name: area.name })}
          </button>
        </form>
      </td>
    </tr>
  );
}

/** /console/events/:eventId: an event's state and seat areas; publish, withdraw, close the sale. */
export function ConsoleEvent() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const event = useConsoleEvent(eventId);
  const change = useEventChange(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  useConsoleTitle(event.data?.title ?? t('console.events.title'));

  const act = (action: 'area' | 'publish' | 'closeSale', body: Record<string, string | number | boolean>) => {
    setFailure(null);
    change.mutate(
      { action, body },
      { onError: (error) => setFailure(error instanceof ApiError && error.kind === 'code' ? error.message : null) },
    );
  };

  return (
    <QueryState query={event} empty={null} skeleton="detail">
      {(data) => (
        <section className="console-panel">
          <h1>{data.title}</h1>
          <p>
            {data.venue} · <DateTime at={data.startsAt} timeZone={data.timeZone} /> ({data.timeZone})
          </p>
          <p data-testid="sale-state">
            {t('console.events.state')}: <strong>{t(`console.saleState.${data.saleState}`)}</strong>
          </p>
          <div className="console-actions">
            <Link className="console-button" to={consolePath(CONSOLE_PATHS.eventSales, { eventId })}>
              {t('console.sales.open')}
            </Link>
            <button
              type="button"
              className="console-button"
              disabled={change.isPending}
              onClick={() => act('publish', { published: !data.published })}
            >
              {data.published ? t('console.event.unpublish') : t('console.event.publish')}
            </button>
            {data.published && data.saleState !== 'closed' && data.saleState !== 'ended' && (
              <button
                type="button"
                className="console-button console-button--quiet"
                disabled={change.isPending}
                onClick={() => act('closeSale', {})}
              >
                {t('console.event.closeSale')}
              </button>
            )}
          </div>
          {failure && (
            <p className="console-error" role="alert">
              {failure}
            </p>
          )}
          <h2>{t('console.area.title')}</h2>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.area.name')}</th>
                <th scope="col" className="num">
                  {t('console.area.sold')}
                </th>
                <th scope="col" className="num">
                  {t('console.area.held')}
                </th>
                <th scope="col" className="num">
                  {t('console.area.available')}
                </th>
                <th scope="col" colSpan={3}>
                  {t('console.area.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.areas.map((area) => (
                <AreaRow
                  key={`${area.id}-${area.price}-${area.capacity}`}
                  area={area}
                  change={(next) =>
                    act('area', { code: next.code, name: next.name, price: next.price, capacity: next.capacity })
                  }
                />
              ))}
            </tbody>
          </table>
          <p>
            {t('console.area.prices', {
              list: data.areas.map((a) => `${a.name} ${formatMoney(a.price)} ${data.currency}`).join(' · '),
            })}
          </p>
        </section>
      )}
    </QueryState>
  );
}
