import { maxFanCoin, type OrderDiscountsView } from '@fanpass/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format';
import { ApiError } from '../../../lib/http/client';
import { voucherTerms, voucherTitle } from '../../../lib/vouchers';
import { useApplyDiscount } from '../api/apply-discount';
import { useOrderDiscounts } from '../api/get-order-discounts';
import './discounts.css';

/** A number of coins from the field: whole and not negative, else null. */
function coinsOf(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

function Picker({ view, onApplied }: { view: OrderDiscountsView; onApplied?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const apply = useApplyDiscount(onApplied);
  const [voucherId, setVoucherId] = useState<number | null>(view.applied.voucherId);
  const [coins, setCoins] = useState(String(view.applied.fanCoinUsed));
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = view.vouchers.find((v) => v.id === voucherId) ?? null;
  // The coins already on this order are the fan's to spend again.
  const have = view.fanCoin.balance + view.applied.fanCoinUsed;
  const most = maxFanCoin(view.total, chosen?.discount ?? 0, view.fanCoin, have);
  const wanted = coinsOf(coins);
  const changed = voucherId !== view.applied.voucherId || wanted !== view.applied.fanCoinUsed;

  function submit() {
    if (wanted === null) return setProblem(t('orders.fanCoinInvalid'));
    if (wanted > most) return setProblem(t('orders.fanCoinTooMany', { max: most }));
    setProblem(null);
    apply.mutate(
      { orderNo: view.orderNo, voucherId, fanCoin: wanted },
      {
        onError: (error) => {
          if (error instanceof ApiError) setProblem(error.message);
        },
      },
    );
  }

  if (view.locked) {
    return <p className="muted small">{t('orders.discountLocked')}</p>;
  }
  return (
    <>
      <fieldset className="methods discount-vouchers">
        <legend className="section__subtitle">{t('orders.chooseVoucher')}</legend>
        <label className={voucherId === null ? 'method method--on' : 'method'}>
          <input type="radio" name="voucher" checked={voucherId === null} onChange={() => setVoucherId(null)} />
          <span className="method__label">{t('orders.noVoucher')}</span>
        </label>
        {view.vouchers.map((voucher) => (
          <label key={voucher.id} className={voucherId === voucher.id ? 'method method--on' : 'method'}>
            <input
              type="radio"
              name="voucher"
              checked={voucherId === voucher.id}
              onChange={() => setVoucherId(voucher.id)}
            />
            <span className="method__label">
              {voucherTitle(voucher, view.currency, t)}
              <span className="muted small discount-note">{voucherTerms(voucher, view.currency, t)}</span>
            </span>
            <strong className="discount-off">−{money(voucher.discount, view.currency)}</strong>
          </label>
        ))}
        {view.vouchers.length === 0 && <p className="muted small">{t('orders.noVouchers')}</p>}
      </fieldset>
      {have === 0 ? (
        <p className="muted small">{t('orders.noFanCoin')}</p>
      ) : (
        <div className="field discount-coins">
          <label htmlFor={id}>{t('orders.useFanCoin')}</label>
          <div className="field-row">
            <input
              id={id}
              name="fanCoin"
              inputMode="numeric"
              autoComplete="off"
              value={coins}
              onChange={(event) => setCoins(event.target.value)}
            />
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => setCoins(String(most))}
            >
              {t('orders.useMostFanCoin')}
            </button>
          </div>
          <p className="muted small">
            {t('orders.fanCoinHint', {
              have,
              max: most,
              value: money(view.fanCoin.coinValue, view.currency),
              share: view.fanCoin.maxSharePercent,
            })}
          </p>
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button button--outline button--block"
        disabled={apply.isPending || !changed}
        onClick={submit}
      >
        {t('orders.applyDiscount')}
      </button>
    </>
  );
}

/**
 * Fan Coin and voucher choice on a held order's summary, a ticket order (vouchers of scope any or
 * event) or a merch order (scope merch); the summary shows the amount due. `onApplied`: the
 * summary's order changed (its amount due, or paid when nothing is left to pay).
 */
export function DiscountPicker({ orderNo, onApplied }: { orderNo: string; onApplied?: () => void }) {
  const { t } = useTranslation();
  const query = useOrderDiscounts(orderNo, true);
  return (
    <section className="section discounts" aria-labelledby="discounts-title">
      <h2 id="discounts-title" className="section__title">
        {t('orders.discounts')}
      </h2>
      {query.data ? (
        // A fresh picker for each answer the server gives (after an apply, its choice is the truth).
        <Picker
          key={`${query.data.applied.voucherId}-${query.data.applied.fanCoinUsed}`}
          view={query.data}
          onApplied={onApplied}
        />
      ) : query.isError ? (
        <p className="muted small">
          {query.error instanceof ApiError && query.error.kind === 'code'
            ? query.error.message
            : t('common.loadFailed')}
        </p>
      ) : (
        <p className="muted small" aria-busy="true">
          {t('events.loading')}
        </p>
      )}
    </section>
  );
}
