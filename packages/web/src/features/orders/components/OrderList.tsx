import { useTranslation } from 'react-i18next';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './OrderCard';

/** My ticket orders, newest first. */
export function OrderList() {
  const { t } = useTranslation();
  const query = useMyOrders();
  if (query.isPending) return <p className="muted">{t('events.loading')}</p>;
  if (!query.data?.list.length) return <p className="empty">{t('orders.none')}</p>;
  return (
    <ul className="card-list">
      {query.data.list.map((order) => (
        <OrderCard key={order.orderNo} order={order} />
      ))}
    </ul>
  );
}
