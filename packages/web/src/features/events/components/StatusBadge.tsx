import type { EventStatus } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

const KEYS: Record<EventStatus, string> = {
  upcoming: 'events.statusUpcoming',
  onSale: 'events.statusOnSale',
  soldOut: 'events.statusSoldOut',
  ended: 'events.statusEnded',
};

/** On sale / sold out / upcoming / ended. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${status}`}>{t(KEYS[status])}</span>;
}
