import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTickets, type TicketScope } from '../api/get-my-tickets';
import { TicketCard } from './TicketCard';

/** My tickets, upcoming or past. */
export function TicketList() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<TicketScope>('upcoming');
  const query = useMyTickets(scope);
  return (
    <>
      <div className="filters" role="group" aria-label={t('tickets.scope')}>
        {(['upcoming', 'past'] as const).map((s) => (
          <button key={s} type="button" className="filter" aria-pressed={scope === s} onClick={() => setScope(s)}>
            {t(`tickets.scope.${s}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p className="muted">{t('events.loading')}</p>
      ) : query.data?.length ? (
        <ul className="card-list">
          {query.data.map((ticket) => (
            <TicketCard key={ticket.code} ticket={ticket} />
          ))}
        </ul>
      ) : (
        <p className="empty">{t('tickets.none')}</p>
      )}
    </>
  );
}
