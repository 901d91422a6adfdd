import { type ConsoleMerchStockView, formatMoney } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMerchStock, useSetMerchStock } from '../api/merch';

/** One variant's row, with its own stock form (every unit: left, sold and held). */
function StockRow({ row }: { row: ConsoleMerchStockView }) {
  const { t } = useTranslation();
  const change = useSetMerchStock();
  const [stock, setStock] = useState(String(row.stock));
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    change.mutate({ variantId: row.variantId, stock: Number(stock) }, { onSuccess: () => setSaved(true) });
  };
  const id = `merch-stock-${row.variantId}`;
  return (
    <tr>
      <td>{row.productName}</td>
      <td>{row.variantLabel}</td>
      <td>{row.eventTitle ?? t('console.merch.platform')}</td>
      <td className="num">
        {formatMoney(row.price)} {row.currency}
      </td>
      <td className="num">{row.sold}</td>
      <td className="num">{row.held}</td>
      <td className="num">{row.left}</td>
      <td>
        <form className="console-inline" onSubmit={submit}>
          <label htmlFor={id} className="sr-only">
            {t('console.merch.stockOf', { item: row.productName, variant: row.variantLabel })}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={row.sold + row.held}
            max={1_000_000}
            step={1}
            required
            value={stock}
            onChange={(e) => {
              setStock(e.target.value);
              setSaved(false);
            }}
          />
          <button type="submit" className="console-button" disabled={change.isPending}>
            {t('console.merch.save')}
          </button>
          {saved && <span role="status">{t('console.merch.saved')}</span>}
        </form>
      </td>
    </tr>
  );
}

/** Stock per variant of the merch I run. */
export function MerchStockTable() {
  const { t } = useTranslation();
  const stock = useMerchStock();
  return (
    <QueryState query={stock} empty={t('console.merch.noStock')} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('console.merch.item')}</th>
              <th scope="col">{t('console.merch.variant')}</th>
              <th scope="col">{t('console.merch.event')}</th>
              <th scope="col" className="num">
                {t('console.merch.price')}
              </th>
              <th scope="col" className="num">
                {t('console.merch.sold')}
              </th>
              <th scope="col" className="num">
                {t('console.merch.held')}
              </th>
              <th scope="col" className="num">
                {t('console.merch.left')}
              </th>
              <th scope="col">{t('console.merch.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <StockRow key={row.variantId} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </QueryState>
  );
}
