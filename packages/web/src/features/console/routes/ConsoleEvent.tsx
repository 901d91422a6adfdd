import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/http/client';
import { useConsoleEvent, useEventChange } from '../api/events';
import { AreaForm, AreaTable } from '../components/AreaForm';
import { DateTime } from '../components/DateTime';
import { EventDetailsForm } from '../components/EventDetailsForm';
import { QueueSettingsForm } from '../components/QueueSettingsForm';
import { ResaleSettingsForm } from '../components/ResaleSettingsForm';
import { ExportAttendees } from '../components/ExportAttendees';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/**
 * /console/events/:eventId: an event's state and its forms: publish, withdraw, close the sale; its
 * seat areas (change, add); its details; its waiting room and resale rules. Each form shows its
 * own refusal beside it.
 */
export function ConsoleEvent() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const event = useConsoleEvent(eventId);
  const change = useEventChange(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  useConsoleTitle(event.data?.title ?? t('console.events.title'));

  const act = (action: 'publish' | 'closeSale', body: Record<string, string | number | boolean>) => {
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
            <Link className="console-button" to={consolePath(CONSOLE_PATHS.eventCheckin, { eventId })}>
              {t('console.checkin.open')}
            </Link>
            <ExportAttendees eventId={eventId} />
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
          <AreaTable event={data} />
          <AreaForm eventId={eventId} />
          <EventDetailsForm key={`details-${data.id}`} event={data} />
          <QueueSettingsForm key={`queue-${data.id}`} event={data} />
          <ResaleSettingsForm key={`resale-${data.id}`} event={data} />
        </section>
      )}
    </QueryState>
  );
}
