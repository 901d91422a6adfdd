import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { TicketList } from '../../features/tickets/components/TicketList';
import { MyReservations } from '../../features/waitlist/components/MyReservations';
import { OpenOffers } from '../../features/waitlist/components/OpenOffers';
import { OrderList } from '../../features/orders/components/OrderList';
import '../../components/ticketing.css';

type Tab = 'tickets' | 'orders';

/**
 * /order/ticket: My Tickets (each opens its ticket and its rotating QR), my ticket orders
 * (`?tab=orders`, so reload and Back keep the tab) and my reservations.
 */
export function MyTicketOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'orders' ? 'orders' : 'tickets';
  const setTab = (next: Tab) => setParams(next === 'orders' ? { tab: 'orders' } : {}, { replace: true });
  return (
    <main className="page">
      <PageHeader title={t('title.myTickets')} />
      <OpenOffers variant="card" />
      <div className="tabs-inline" role="tablist">
        {(['tickets', 'orders'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="tabs-inline__tab"
            onClick={() => setTab(name)}
          >
            {t(`orders.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'tickets' ? <TicketList /> : <OrderList />}</div>
      <MyReservations />
    </main>
  );
}
