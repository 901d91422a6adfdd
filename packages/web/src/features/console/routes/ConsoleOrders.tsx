import { formatMoney } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useConsoleEvents } from '../api/events';
import { useConsoleOrders } from '../api/orders';
import { DateTime } from '../components/DateTime';
import { ExportAttendees } from '../components/ExportAttendees';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsole, useConsoleTitle } from './ConsoleLayout';

/** The attendee export with a choice of event (an organiser's own; an admin's any). */
function ExportPicker() {
  const { t } = useTranslation();
  const events = useConsoleEvents();
  const [eventId, setEventId] = useState<number | undefined>(undefined);
  const chosen = eventId ?? events.data?.[0]?.id;
  if (!events.data?.length) return null;
  return (
    <div className="console-form console-form--row">
      <label>
        {t('console.orders.exportEvent')}
        <select value={chosen ?? ''} onChange={(e) => setEventId(Number(e.target.value))}>
          {events.data.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title}
            </option>
          ))}
        </select>
      </label>
      <ExportAttendees eventId={chosen} />
    </div>
  );
}

/** /console/orders: find an order by its number, the buyer's e-mail or name; newest first. */
export function ConsoleOrders() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.orders.title'));
  const me = useConsole();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const orders = useConsoleOrders({ q, page });
  const organising = me.roles.includes('admin') || me.roles.includes('organiser');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const toPage = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <section className="console-panel">
      <h1>{t('console.orders.title')}</h1>
      <form className="console-form console-form--row" role="search" onSubmit={submit}>
        <label>
          {t('console.orders.q')}
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="console-button">
          {t('console.search')}
        </button>
      </form>
      {organising && <ExportPicker />}
      <QueryState query={orders} empty={t('console.orders.none')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <p className="console-note" role="status">
              {t('console.orders.found', { count: data.total })}
            </p>
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.orders.orderNo')}</th>
                  <th scope="col">{t('console.orders.placed')}</th>
                  <th scope="col">{t('console.orders.buyer')}</th>
                  <th scope="col">{t('console.orders.event')}</th>
                  <th scope="col">{t('console.orders.status')}</th>
                  <th scope="col" className="num">
                    {t('console.orders.seats')}
                  </th>
                  <th scope="col" className="num">
                    {t('console.orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((order) => (
                  <tr key={order.orderNo}>
                    <td>
                      <Link to={consolePath(CONSOLE_PATHS.order, { orderNo: order.orderNo })}>{order.orderNo}</Link>
                    </td>
                    <td>
                      <DateTime at={order.createdAt} />
                    </td>
                    <td>
                      {order.nickname}
                      <br />
                      {order.email}
                    </td>
                    <td>{order.eventTitle}</td>
                    <td>{t(`console.orders.state.${order.status}`)}</td>
                    <td className="num">{order.quantity}</td>
                    <td className="num">
                      {formatMoney(order.total)} {order.currency}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="console-actions">
              {page > 1 && (
                <button type="button" className="console-button console-button--quiet" onClick={() => toPage(page - 1)}>
                  {t('console.orders.previous')}
                </button>
              )}
              {page * data.pageSize < data.total && (
                <button type="button" className="console-button console-button--quiet" onClick={() => toPage(page + 1)}>
                  {t('console.orders.next')}
                </button>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
