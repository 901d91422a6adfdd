import { type OrderView, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EventTime } from '../../../components/EventTime';
import { usePrice } from '../../../lib/use-price';

/** One of my orders in a list. */
export function OrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li>
      <Link className="order-card" to={`${ROUTES.ticketOrder}?orderNo=${order.orderNo}`}>
        <div className="order-card__top">
          <strong>{order.event.title}</strong>
          <span className={`order-status order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
        </div>
        <EventTime className="muted small" at={order.event.startsAt} timeZone={order.event.timeZone} />
        <span className="small">
          {order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')} · {price(order.total, order.currency)}
        </span>
        <span className="muted small mono">{order.orderNo}</span>
      </Link>
    </li>
  );
}
