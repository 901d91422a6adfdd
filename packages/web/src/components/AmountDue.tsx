import type { OrderDiscountView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '../lib/format';
import { usePrice } from '../lib/use-price';

/**
 * The discount lines of an order (a ticket or merch order) and what is left to pay, or was paid:
 * its amountDue. Nothing without a discount (the total says it all).
 */
export function AmountDue({
  order,
  paid = false,
}: {
  order: Pick<OrderDiscountView, 'voucherDiscount' | 'fanCoinDiscount' | 'fanCoinUsed' | 'amountDue'> & {
    currency: string;
  };
  /** The order is paid: the last line is what was paid. */
  paid?: boolean;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  if (order.voucherDiscount === 0 && order.fanCoinDiscount === 0) return null;
  return (
    <section className="section" data-testid="amount-due">
      <ul className="plain-list">
        {order.voucherDiscount > 0 && (
          <li className="line">
            <span>{t('orders.voucherDiscount')}</span>
            <span>−{money(order.voucherDiscount, order.currency)}</span>
          </li>
        )}
        {order.fanCoinDiscount > 0 && (
          <li className="line">
            <span>{t('orders.fanCoinDiscount', { count: order.fanCoinUsed })}</span>
            <span>−{money(order.fanCoinDiscount, order.currency)}</span>
          </li>
        )}
        <li className="line line--total">
          <span>{t(paid ? 'orders.amountPaid' : 'orders.amountDue')}</span>
          <strong>{price(order.amountDue, order.currency)}</strong>
        </li>
      </ul>
    </section>
  );
}
