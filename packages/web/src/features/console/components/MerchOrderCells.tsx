import type { ConsoleMerchOrderView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** An order's number, event, buyer and lines: the cells every merch list starts with. */
export function MerchOrderCells({ order }: { order: ConsoleMerchOrderView }) {
  const { t } = useTranslation();
  return (
    <>
      <td>
        <strong>{order.orderNo}</strong>
        <br />
        {order.eventTitle ?? t('console.merch.platform')}
      </td>
      <td>
        {order.buyerName}
        {order.buyerName !== order.buyerEmail && (
          <>
            <br />
            {order.buyerEmail}
          </>
        )}
      </td>
      <td>
        <ul className="console-lines">
          {order.items.map((item, i) => (
            <li key={i}>
              {t('console.merch.line', { name: item.name, variant: item.variantLabel, quantity: item.quantity })}
            </li>
          ))}
        </ul>
      </td>
    </>
  );
}
