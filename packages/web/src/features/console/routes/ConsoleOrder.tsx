import { CONSOLE_REASON_MAX, type ConsoleOrderView, type ConsoleTimelineEntry, formatMoney } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/http/client';
import { type OrderAction, useConsoleOrder, useOrderAction } from '../api/orders';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS } from '../paths';
import { useConsole, useConsoleTitle } from './ConsoleLayout';

/** One line of the timeline in the reader's language. */
function TimelineText({ entry, currency }: { entry: ConsoleTimelineEntry; currency: string }) {
  const { t } = useTranslation();
  const params = {
    amount: entry.amount === undefined ? '' : `${formatMoney(entry.amount)} ${currency}`,
    status: entry.status ?? '',
    detail: entry.detail ?? '',
    ticket: entry.ticketCode ?? '',
    actor: entry.actor ?? '',
  };
  return (
    <>
      {t(`console.orders.timeline.${entry.kind}`, params)}
      {entry.kind === 'action' && entry.detail && (
        <>
          {' '}
          <q>{entry.detail}</q>
        </>
      )}
    </>
  );
}

/** Refund (paid) or cancel (unpaid hold) with a reason, asked again before it is done. */
function ReasonAction({
  order,
  action,
  run,
  busy,
}: {
  order: ConsoleOrderView;
  action: 'refund' | 'cancel';
  run: (action: OrderAction, reason: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) setAsking(true);
  };
  const amount = `${formatMoney(order.paid - order.refunded)} ${order.currency}`;
  return (
    <form className="console-form" onSubmit={submit}>
      <label>
        {t(`console.orders.${action}Reason`)}
        <textarea
          required
          maxLength={CONSOLE_REASON_MAX}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button" disabled={busy || !reason.trim()}>
          {t(`console.orders.${action}`)}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t(`console.orders.${action}Confirm`, { orderNo: order.orderNo })}
          confirmLabel={t(`console.orders.${action}`)}
          cancelLabel={t('console.orders.keep')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            run(action, reason.trim());
          }}
        >
          <p>{t(`console.orders.${action}Explain`, { amount, email: order.email })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** /console/orders/:orderNo: an order, its tickets and its timeline; refund, cancel, resend. */
export function ConsoleOrder() {
  const { t } = useTranslation();
  const orderNo = useParams().orderNo ?? '';
  const me = useConsole();
  const order = useConsoleOrder(orderNo);
  const act = useOrderAction(orderNo);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useConsoleTitle(t('console.orders.orderTitle', { orderNo }));
  const organising = me.roles.includes('admin') || me.roles.includes('organiser');

  const run = (action: OrderAction, reason?: string) => {
    setNotice(null);
    setFailure(null);
    act.mutate(
      { action, reason },
      {
        onSuccess: (done) => setNotice(t(`console.orders.${action}Done`, { email: done.email })),
        onError: (error) => setFailure(error instanceof ApiError && error.kind === 'code' ? error.message : null),
      },
    );
  };

  return (
    <QueryState query={order} empty={null} skeleton="detail">
      {(data) => (
        <>
          <section className="console-panel">
            <Link className="console-back" to={CONSOLE_PATHS.orders}>
              {t('console.orders.back')}
            </Link>
            <h1>{t('console.orders.orderTitle', { orderNo: data.orderNo })}</h1>
            <dl className="console-figures">
              <div className="console-figure">
                <dt>{t('console.orders.status')}</dt>
                <dd data-testid="order-status">{t(`console.orders.state.${data.status}`)}</dd>
              </div>
              <div className="console-figure">
                <dt>{t('console.orders.paid')}</dt>
                <dd>
                  {formatMoney(data.paid)} {data.currency}
                </dd>
              </div>
              <div className="console-figure">
                <dt>{t('console.orders.refunded')}</dt>
                <dd>
                  {formatMoney(data.refunded)} {data.currency}
                </dd>
              </div>
            </dl>
            <p>
              {t('console.orders.buyer')}: {data.nickname} &lt;{data.email}&gt;
            </p>
            <p>
              {t('console.orders.event')}: {data.event.title} · {data.event.venue} ·{' '}
              <DateTime at={data.event.startsAt} timeZone={data.event.timeZone} /> ({data.event.timeZone})
            </p>
            <p>
              {data.items
                .map((item) => `${item.area} × ${item.quantity} (${formatMoney(item.unitPrice)} ${data.currency})`)
                .join(' · ')}
            </p>
            {notice && (
              <p className="console-note" role="status">
                {notice}
              </p>
            )}
            {failure && (
              <p className="console-error" role="alert">
                {failure}
              </p>
            )}
            {organising && (
              <>
                {data.resendable && (
                  <div className="console-actions">
                    <button
                      type="button"
                      className="console-button console-button--quiet"
                      disabled={act.isPending}
                      onClick={() => run('resend')}
                    >
                      {t('console.orders.resend')}
                    </button>
                  </div>
                )}
                {data.refundable && <ReasonAction order={data} action="refund" run={run} busy={act.isPending} />}
                {data.cancellable && <ReasonAction order={data} action="cancel" run={run} busy={act.isPending} />}
              </>
            )}
          </section>
          <section className="console-panel">
            <h2>{t('console.orders.tickets')}</h2>
            {data.tickets.length === 0 ? (
              <p>{t('console.orders.noTickets')}</p>
            ) : (
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('console.orders.ticket')}</th>
                    <th scope="col">{t('console.orders.area')}</th>
                    <th scope="col">{t('console.orders.seat')}</th>
                    <th scope="col">{t('console.orders.holder')}</th>
                    <th scope="col">{t('console.orders.status')}</th>
                    <th scope="col">{t('console.orders.checkedIn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.tickets.map((ticket) => (
                    <tr key={ticket.code}>
                      <td>
                        <code>{ticket.code}</code>
                      </td>
                      <td>{ticket.area}</td>
                      <td>{ticket.seat ?? '—'}</td>
                      <td>
                        {ticket.attendeeName && (
                          <>
                            {ticket.attendeeName}
                            <br />
                          </>
                        )}
                        {ticket.holderEmail}
                      </td>
                      <td>{t(`console.orders.ticketState.${ticket.status}`)}</td>
                      <td>
                        {ticket.checkedInAt ? <DateTime at={ticket.checkedInAt} timeZone={data.event.timeZone} /> : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="console-panel">
            <h2>{t('console.orders.timelineTitle', { timeZone: data.event.timeZone })}</h2>
            <ol className="console-timeline">
              {data.timeline.map((entry, index) => (
                <li key={`${entry.at}-${index}`} data-kind={entry.kind}>
                  <DateTime at={entry.at} timeZone={data.event.timeZone} />{' '}
                  <TimelineText entry={entry} currency={data.currency} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </QueryState>
  );
}
