import type { MerchProductView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** The item's badges: sold out, ticket holders only, desktop only, pick-up only. */
export function MerchBadges({ item }: { item: MerchProductView }) {
  const { t } = useTranslation();
  return (
    <div className="merch-badges">
      {item.soldOut && <span className="badge badge--soldOut">{t('merch.soldOut')}</span>}
      {item.access === 'holders' && <span className="badge badge--holders">{t('merch.holdersOnly')}</span>}
      {item.desktopOnly && <span className="badge">{t('merch.desktopOnly')}</span>}
      {item.fulfilment === 'pickup' && <span className="badge">{t('merch.pickupOnly')}</span>}
    </div>
  );
}
