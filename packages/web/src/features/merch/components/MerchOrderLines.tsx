import type { MerchOrderView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
// Its own styles: it is shown outside merch's pages too (the payment result).
import '../merch.css';
import { usePrice } from '../../../lib/use-price';

/** The order's lines and total, then how it reaches the fan (address or pick-up date and place). */
export function MerchOrderLines({ order }: { order: MerchOrderView }) {
  const { t } = useTranslation();
  const price = usePrice();
  const a = order.address;
  return (
    <>
      <section className="section">
        <p className="muted small">{t('merch.orderNo', { orderNo: order.orderNo })}</p>
        {order.event && <p className="muted small">{order.event.title}</p>}
        <ul className="merch-lines">
          {order.items.map((line) => (
            <li key={line.variantId} className="merch-line">
              <span>
                <strong>{line.name}</strong> · {line.variantLabel}
              </span>
              <span>
                {t('merch.lineQty', { num: line.quantity })} {price(line.subtotal, order.currency)}
              </span>
            </li>
          ))}
        </ul>
        <p className="merch-total">
          <span>{t('merch.total', { num: order.quantity })}</span>
          <strong>{price(order.total, order.currency)}</strong>
        </p>
      </section>
      <section className="section" aria-label={t(`merch.fulfilment.${order.fulfilment}`)}>
        <h2 className="section__title">{t(`merch.fulfilment.${order.fulfilment}`)}</h2>
        {a ? (
          <address className="merch-address">
            <strong>{a.recipient}</strong> +{a.areaCode} {a.phone}
            <br />
            {[a.line1, a.line2, a.region, a.postcode, a.country].filter(Boolean).join(', ')}
          </address>
        ) : (
          <p>{t('merch.pickupAt', { date: order.pickupDate ?? '', place: order.pickupPlace ?? '' })}</p>
        )}
      </section>
    </>
  );
}
