import type { ConsoleMerchOrderView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMerchPickup, usePickupStep } from '../api/merch';
import { DateTime } from './DateTime';
import { MerchOrderCells } from './MerchOrderCells';

/** Paid pick-up orders not collected yet: mark each ready when packed, and collected when handed over. */
export function MerchPickupList() {
  const { t } = useTranslation();
  const orders = useMerchPickup();
  const ready = usePickupStep('ready');
  const collected = usePickupStep('collected');
  const [note, setNote] = useState('');
  const [find, setFind] = useState('');
  const wanted = find.trim().toLowerCase();
  const matches = (o: ConsoleMerchOrderView) =>
    !wanted || [o.orderNo, o.buyerName, o.buyerEmail].some((text) => text.toLowerCase().includes(wanted));
  const busy = ready.isPending || collected.isPending;
  const act = (order: ConsoleMerchOrderView, step: 'ready' | 'collected') =>
    (step === 'ready' ? ready : collected).mutate(order.orderNo, {
      onSuccess: (o) => setNote(t(`console.merch.${step}Done`, { orderNo: o.orderNo })),
    });
  return (
    <>
      <p role="status" className="console-note">
        {note}
      </p>
      <form className="console-form console-form--row" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('console.merch.find')}
          <input type="search" value={find} onChange={(e) => setFind(e.target.value)} />
        </label>
      </form>
      <QueryState
        query={orders}
        empty={t('console.merch.noPickup')}
        isEmpty={(list) => list.filter(matches).length === 0}
      >
        {(all) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.merch.order')}</th>
                <th scope="col">{t('console.merch.buyer')}</th>
                <th scope="col">{t('console.merch.items')}</th>
                <th scope="col">{t('console.merch.pickupOn')}</th>
                <th scope="col">{t('console.merch.readyAt')}</th>
                <th scope="col">
                  <span className="sr-only">{t('console.merch.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {all.filter(matches).map((order) => (
                <tr key={order.orderNo}>
                  <MerchOrderCells order={order} />
                  <td>
                    {order.pickupDate}
                    {order.pickupPlace && (
                      <>
                        <br />
                        {order.pickupPlace}
                      </>
                    )}
                  </td>
                  <td>{order.readyAt !== null ? <DateTime at={order.readyAt} /> : t('console.merch.notReady')}</td>
                  <td>
                    <div className="console-actions">
                      {order.readyAt === null && (
                        <button
                          type="button"
                          className="console-button console-button--quiet"
                          disabled={busy}
                          aria-label={`${t('console.merch.markReady')} ${order.orderNo}`}
                          onClick={() => act(order, 'ready')}
                        >
                          {t('console.merch.markReady')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="console-button"
                        disabled={busy}
                        aria-label={`${t('console.merch.markCollected')} ${order.orderNo}`}
                        onClick={() => act(order, 'collected')}
                      >
                        {t('console.merch.markCollected')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
