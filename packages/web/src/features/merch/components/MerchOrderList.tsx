import { ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { when } from '../../../lib/format';
import { usePrice } from '../../../lib/use-price';
import { useMyMerchOrders } from '../api/get-my-merch-orders';
import { MerchStatus } from './MerchStatus';
import '../../../components/ticketing.css';
import '../merch.css';

/** My merch orders with their status and what was paid, newest first (My Merch, and /purchase on the desktop). */
export function MerchOrderList() {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const query = useMyMerchOrders();
  return (
    <QueryState
      query={query}
      isEmpty={(page) => page.list.length === 0}
      empty={
        <div className="empty">
          <p>{t('merch.noOrders')}</p>
          <Link className="button button--primary button--small" to={ROUTES.homeMerch}>
            {t('merch.browse')}
          </Link>
        </div>
      }
    >
      {(page) => (
        <ul className="card-list" aria-label={t('merch.myMerch')}>
          {page.list.map((order) => (
            <li key={order.orderNo}>
              <Link
                className="merch-order-card"
                to={`${order.status === 'held' ? ROUTES.merchOrder : ROUTES.merchDetailPage}?orderNo=${order.orderNo}`}
              >
                <div>
                  <strong>{order.items.map((i) => `${i.name} (${i.variantLabel}) × ${i.quantity}`).join(', ')}</strong>
                  <p className="muted small">
                    {order.orderNo} · {when(order.createdAt, i18n.language)}
                  </p>
                  <p className="small">{t(`merch.fulfilment.${order.fulfilment}`)}</p>
                </div>
                <div className="merch-order-card__side">
                  <MerchStatus status={order.status} />
                  {/* What was paid (or is due) after its voucher and Fan Coin; the list price struck beside it. */}
                  <span data-testid="merch-order-amount">
                    {order.amountDue !== order.total && (
                      <s className="muted small">{price(order.total, order.currency)}</s>
                    )}{' '}
                    {price(order.amountDue, order.currency)}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
