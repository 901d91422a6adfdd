import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { TicketList } from '../../tickets/components/TicketList';
import { MyReservations } from '../../waitlist/components/MyReservations';
import { OrderList } from '../components/OrderList';
import '../../events/tickets.css';

type Tab = 'tickets' | 'orders';

/** /order/ticket: My Tickets (with their QR codes), my ticket orders and my reservations. */
export function MyTicketOrders() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('tickets');
  return (
    <main className="page">
      <PageHeader title={t('title.myTickets')} />
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
