import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMerchList } from '../api/get-merch-list';
import { MerchGrid } from './MerchGrid';
import '../merch.css';

/**
 * The event page's merch: ticket holders only, then public items (each links to its page to
 * select); `merchOnlyTo`: where to buy the event's merch without tickets (one checkout).
 */
export function MerchSections({ eventId, merchOnlyTo }: { eventId: number; merchOnlyTo?: string }) {
  const { t } = useTranslation();
  const query = useMerchList({ eventId });
  const items = query.data?.list ?? [];
  const holders = items.filter((i) => i.access === 'holders');
  const open = items.filter((i) => i.access === 'public');
  return (
    <>
      <section className="section" aria-labelledby="merch-holders">
        <h2 className="section__title" id="merch-holders">
          {t('events.merchTicketHolders')}
        </h2>
        {holders.length ? (
          <MerchGrid items={holders} label={t('events.merchTicketHolders')} />
        ) : (
          <p className="empty">{t('events.merchNone')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="merch-public">
        <h2 className="section__title" id="merch-public">
          {t('events.merchPublic')}
        </h2>
        {open.length ? (
          <MerchGrid items={open} label={t('events.merchPublic')} />
        ) : (
          <p className="empty">{t('events.merchNone')}</p>
        )}
      </section>
      {merchOnlyTo && items.length > 0 && (
        <Link className="button button--ghost button--block" to={merchOnlyTo}>
          {t('checkout.buyMerchOnly')}
        </Link>
      )}
    </>
  );
}
