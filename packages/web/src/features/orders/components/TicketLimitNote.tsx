import type { TicketLimitView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { choosable } from '../api/get-ticket-limit';

/**
 * Under the seat areas, before Confirm: how many more tickets this account can buy for the event
 * (from its counter), the open order's share of them, or that the limit is reached. Without the
 * account's answer, the event's limit alone.
 */
export function TicketLimitNote({ limit, eventLimit }: { limit: TicketLimitView | undefined; eventLimit: number }) {
  const { t } = useTranslation();
  const left = choosable(limit, eventLimit);
  let text: string;
  if (!limit || limit.used === 0) text = t('events.limit', { num: eventLimit });
  else if (left === 0) text = t('events.limitReached', { limit: limit.limit });
  else text = t('events.limitMore', { num: left, limit: limit.limit });
  return (
    <div className="limit-note" role="status">
      <p className={left === 0 ? 'limit-note__text limit-note__text--reached' : 'limit-note__text'}>{text}</p>
      {limit && limit.held > 0 && <p className="muted small">{t('events.limitHeld', { num: limit.held })}</p>}
    </div>
  );
}
