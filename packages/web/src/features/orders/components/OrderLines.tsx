import type { OrderView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/EventTime';
import { usePrice } from '../../../lib/use-price';

/** What the order holds: event, seat areas, attendees and total. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <>
      <section className="section">
        <h2 className="section__title">{order.event.title}</h2>
        <p className="plain">
          <EventTime at={order.event.startsAt} timeZone={order.event.timeZone} />
        </p>
        <p className="plain muted">
          {order.event.venue} · {order.event.location}
        </p>
      </section>
      <section className="section">
        <ul className="plain-list">
          {order.items.map((item) => (
            <li key={item.ticketTypeId} className="line">
              <span>
                {item.name} × {item.quantity}
              </span>
              <span>{price(item.subtotal, order.currency)}</span>
            </li>
          ))}
          <li className="line line--total">
            <span>{t('orders.total')}</span>
            <strong>{price(order.total, order.currency)}</strong>
          </li>
        </ul>
        {order.attendees.length > 0 && (
          <>
            <h3 className="section__subtitle">{t('orders.attendees')}</h3>
            <ul className="plain-list">
              {order.attendees.map((a, i) => (
                <li key={i}>
                  {a.fullName} <span className="muted">· {a.idNumber}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="muted small">
          {t('orders.orderNo')}: <span className="mono">{order.orderNo}</span>
        </p>
      </section>
    </>
  );
}
