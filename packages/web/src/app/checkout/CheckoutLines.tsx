import type { CheckoutView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { MerchOrderLines } from '../../features/merch/components/MerchOrderLines';
import { OrderLines } from '../../features/orders/components/OrderLines';

/** A checkout's parts: its tickets (seat areas, attendees) and its merch (lines, pick-up or delivery). */
export function CheckoutLines({ order }: { order: CheckoutView }) {
  const { t } = useTranslation();
  return (
    <>
      {order.tickets && (
        <div className="checkout-part" data-testid="checkout-tickets">
          <h2 className="section__title">{t('checkout.ticketsPart')}</h2>
          <OrderLines order={order.tickets} />
        </div>
      )}
      {order.merch && (
        <div className="checkout-part" data-testid="checkout-merch">
          <h2 className="section__title">{t('checkout.merchPart')}</h2>
          <MerchOrderLines order={order.merch} />
        </div>
      )}
    </>
  );
}
