import { type MerchProductView, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MerchBadges } from './MerchBadges';
import { usePrice } from '../../../lib/use-price';

/** One item in the grid: picture, name, price and its badges (sold out, ticket holders only, desktop only). */
export function MerchCard({ item }: { item: MerchProductView }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li>
      <Link className="merch-card" to={`${ROUTES.merchDetail}?id=${item.id}`} data-testid={`merch-${item.slug}`}>
        <div className="merch-card__art">
          {item.images[0] ? <img src={item.images[0]} alt="" loading="lazy" /> : <span aria-hidden="true">🛍</span>}
        </div>
        <div className="merch-card__body">
          <h3 className="merch-card__title">{item.name}</h3>
          {item.event && <p className="muted small">{item.event.title}</p>}
          <p className="merch-card__price">{price(item.price, item.currency)}</p>
          <MerchBadges item={item} />
          <span className="sr-only">{t('merch.viewItem')}</span>
        </div>
      </Link>
    </li>
  );
}
