import { ROUTES, type TicketView } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyEventTickets } from '../api/get-my-event-tickets';

/** One ticket as the picker names it: its area, seat when assigned, and the end of its number. */
function ticketLabel(ticket: TicketView, t: (key: string, options?: Record<string, unknown>) => string): string {
  const seat =
    ticket.seatState === 'assigned' && ticket.seatRow
      ? ` · ${t('merch.ticketSeat', { row: ticket.seatRow, seat: ticket.seatNumber ?? '' })}`
      : '';
  return `${ticket.seatArea}${seat} · ${t('merch.ticketEnding', { digits: ticket.code.slice(-6) })}`;
}

/**
 * Which of my tickets vouches for a holder-only item: a list of my tickets of the event to pick
 * from (the first picked), a way to buy one when I hold none, and the number to type only when
 * the list cannot be read (no connection).
 */
export function HolderTicketPicker({
  eventId,
  signedIn,
  value,
  onChange,
  problem,
  perTicketLimit,
}: {
  eventId: number | null;
  signedIn: boolean;
  value: string;
  onChange: (ticketNo: string) => void;
  problem: string | null;
  perTicketLimit: number;
}) {
  const { t } = useTranslation();
  const tickets = useMyEventTickets(eventId, signedIn);
  const list = tickets.data;

  useEffect(() => {
    // The first ticket is picked unless one of the list already is.
    if (list?.length && !list.some((ticket) => ticket.code === value)) onChange(list[0]!.code);
  }, [list, value, onChange]);

  const hint = <span className="muted small">{t('merch.holdersHint', { num: perTicketLimit })}</span>;
  const error = problem && (
    <span className="form-error" role="alert">
      {problem}
    </span>
  );

  // Asking for my tickets: the list comes next (a field to type into, swapped for the list under the
  // fan's fingers, would lose what they typed).
  if (tickets.isLoading) {
    return (
      <div className="field holder-tickets" aria-busy="true">
        {hint}
      </div>
    );
  }
  if (list && list.length > 0) {
    return (
      <fieldset className="field holder-tickets">
        <legend>{t('merch.pickTicket')}</legend>
        {list.map((ticket) => (
          <label key={ticket.code} className="holder-tickets__option">
            <input
              type="radio"
              name="holder-ticket"
              value={ticket.code}
              checked={ticket.code === value}
              onChange={() => onChange(ticket.code)}
            />
            <span>{ticketLabel(ticket, t)}</span>
          </label>
        ))}
        {hint}
        {error}
      </fieldset>
    );
  }
  if (list && eventId !== null) {
    return (
      <div className="field holder-tickets">
        <p className="plain">{t('merch.noTicketForEvent')}</p>
        <Link className="merch-link" to={`${ROUTES.ticketDetail}?id=${eventId}`}>
          {t('merch.buyTicketFirst')}
        </Link>
        {hint}
      </div>
    );
  }
  return (
    <label className="field">
      <span>{t('merch.ticketNo')}</span>
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('merch.ticketNoPlaceholder')}
        aria-invalid={problem !== null}
        autoComplete="off"
      />
      {hint}
      {error}
    </label>
  );
}
