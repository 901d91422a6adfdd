import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { useMyTickets, type TicketScope } from '../api/get-my-tickets';
import { SentTransfers } from './SentTransfers';
import { TicketCard } from './TicketCard';

/** My tickets, upcoming or past (`?scope=past`, so reload and Back keep it); the saved copy when offline. */
export function TicketList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope: TicketScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const onScope = (next: TicketScope) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'past') updated.set('scope', 'past');
        else updated.delete('scope');
        return updated;
      },
      { replace: true },
    );
  const query = useMyTickets(scope);
  return (
    <>
      <div className="filters" role="group" aria-label={t('tickets.scope')}>
        {(['upcoming', 'past'] as const).map((s) => (
          <button key={s} type="button" className="filter" aria-pressed={scope === s} onClick={() => onScope(s)}>
            {t(`tickets.scope.${s}`)}
          </button>
        ))}
      </div>
      <QueryState
        query={query}
        isEmpty={(tickets) => tickets.length === 0}
        empty={<p className="empty">{t('tickets.none')}</p>}
        offlineNote={t('tickets.offlineSaved')}
      >
        {(tickets) => (
          <ul className="card-list">
            {tickets.map((ticket) => (
              <TicketCard key={ticket.code} ticket={ticket} />
            ))}
          </ul>
        )}
      </QueryState>
      {scope === 'upcoming' && <SentTransfers />}
    </>
  );
}
