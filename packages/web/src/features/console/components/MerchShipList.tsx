import type { ConsoleMerchOrderView } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMerchToShip, useShipMerch } from '../api/merch';
import { DateTime } from './DateTime';
import { MerchOrderCells } from './MerchOrderCells';

/** A delivery order's row, with its carrier and tracking number form. */
function ShipRow({
  order,
  onShipped,
}: {
  order: ConsoleMerchOrderView;
  onShipped: (o: ConsoleMerchOrderView) => void;
}) {
  const { t } = useTranslation();
  const ship = useShipMerch();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ship.mutate(
      { orderNo: order.orderNo, carrier: carrier.trim(), trackingNo: trackingNo.trim() },
      { onSuccess: onShipped },
    );
  };
  const a = order.address;
  return (
    <tr>
      <MerchOrderCells order={order} />
      <td>
        {a && (
          <address>
            {a.recipient} (+{a.areaCode} {a.phone})
            <br />
            {[a.line1, a.line2].filter(Boolean).join(', ')}
            <br />
            {[a.region, a.postcode, a.country].filter(Boolean).join(' ')}
          </address>
        )}
      </td>
      <td>{order.paidAt !== null && <DateTime at={order.paidAt} />}</td>
      <td>
        <form className="console-form console-form--row" onSubmit={submit}>
          <label>
            {t('console.merch.carrier')}
            <input required maxLength={60} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
          </label>
          <label>
            {t('console.merch.trackingNo')}
            <input required maxLength={60} value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} />
          </label>
          <button type="submit" className="console-button" disabled={ship.isPending}>
            {t('console.merch.ship')}
          </button>
        </form>
      </td>
    </tr>
  );
}

/** Paid delivery orders not shipped yet: ship each with its carrier and tracking number. */
export function MerchShipList() {
  const { t } = useTranslation();
  const orders = useMerchToShip();
  const [done, setDone] = useState<ConsoleMerchOrderView | null>(null);
  return (
    <>
      <p role="status" className="console-note">
        {done &&
          t('console.merch.shipped', { orderNo: done.orderNo, carrier: done.carrier, trackingNo: done.trackingNo })}
      </p>
      <QueryState query={orders} empty={t('console.merch.noneToShip')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.merch.order')}</th>
                <th scope="col">{t('console.merch.buyer')}</th>
                <th scope="col">{t('console.merch.items')}</th>
                <th scope="col">{t('console.merch.address')}</th>
                <th scope="col">{t('console.merch.paidAt')}</th>
                <th scope="col">{t('console.merch.shipping')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <ShipRow key={order.orderNo} order={order} onShipped={setDone} />
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
