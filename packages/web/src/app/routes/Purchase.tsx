import { HOLD_MINUTES, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MerchOrderList } from '../../features/merch/components/MerchOrderList';
import { OrderList } from '../../features/orders/components/OrderList';
import { TicketList } from '../../features/tickets/components/TicketList';
import '../../components/ticketing.css';

const STEPS = ['purchase.step1', 'purchase.step2', 'purchase.step3', 'purchase.step4'] as const;

/** /purchase (desktop): purchase records (ticket and merch orders) and the how-to-get-tickets guide (3 minutes to pay). */
export function Purchase() {
  const { t } = useTranslation();
  return (
    <main className="page purchase-page">
      <h1 className="page__title">{t('purchase.title')}</h1>
      <div className="purchase-grid">
        <div>
          <section className="section" aria-labelledby="purchase-records">
            <h2 className="section__title" id="purchase-records">
              {t('purchase.records')}
            </h2>
            <OrderList />
          </section>
          <section className="section" aria-labelledby="purchase-merch">
            <h2 className="section__title" id="purchase-merch">
              {t('purchase.merchRecords')}
            </h2>
            <MerchOrderList />
          </section>
          <section className="section" aria-labelledby="purchase-tickets">
            <h2 className="section__title" id="purchase-tickets">
              {t('title.myTickets')}
            </h2>
            <TicketList />
          </section>
        </div>
        <aside className="section guide" aria-labelledby="purchase-guide">
          <h2 className="section__title" id="purchase-guide">
            {t('purchase.guideTitle')}
          </h2>
          <ol className="guide__steps">
            {STEPS.map((key) => (
              <li key={key}>{t(key, { minutes: HOLD_MINUTES.PC })}</li>
            ))}
          </ol>
          <p className="callout">{t('purchase.holdNote', { minutes: HOLD_MINUTES.PC })}</p>
          <Link className="button button--primary" to={ROUTES.homeEvents}>
            {t('purchase.browse')}
          </Link>
        </aside>
      </div>
    </main>
  );
}
