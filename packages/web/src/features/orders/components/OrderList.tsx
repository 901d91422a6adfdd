import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './OrderCard';

/** My ticket orders, newest first. */
export function OrderList() {
  const { t } = useTranslation();
  const query = useMyOrders();
  return (
    <QueryState
      query={query}
      isEmpty={(page) => page.list.length === 0}
      empty={<p className="empty">{t('orders.none')}</p>}
    >
      {(page) => (
        <ul className="card-list">
          {page.list.map((order) => (
            <OrderCard key={order.orderNo} order={order} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
