import type { PickupScanView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '../../../lib/format';
import { ApiError } from '../../../lib/http/client';
import { useRedeemPickup } from '../api/redeem-pickup';
import '../../../components/ticketing.css';
import '../merch.css';

/** /pickup (staff): scan or paste a fan's pick-up QR; the order is handed over once. */
export function Pickup() {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemPickup();
  const [qr, setQr] = useState('');
  const [result, setResult] = useState<PickupScanView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    setProblem(null);
    setResult(null);
    redeem.mutate(qr.trim(), {
      onSuccess: (scan) => {
        setResult(scan);
        setQr('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.kind === 'code') setProblem(error.message);
      },
    });
  }

  return (
    <main className="page">
      <PageHeader title={t('merch.pickupTitle')} />
      <form
        className="form section"
        onSubmit={(e) => {
          e.preventDefault();
          if (qr.trim()) submit();
        }}
      >
        <label className="field">
          <span>{t('merch.pickupScan')}</span>
          <input value={qr} onChange={(e) => setQr(e.target.value)} autoComplete="off" autoFocus />
        </label>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={redeem.isPending || !qr.trim()}
        >
          {t('merch.pickupRedeem')}
        </button>
      </form>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {result && (
        <section
          className={`section pickup-verdict pickup-verdict--${result.result}`}
          role="status"
          data-testid="pickup-verdict"
        >
          <h2 className="section__title">{t(`merch.pickupResult.${result.result}`)}</h2>
          {result.result === 'alreadyCollected' && result.collectedAt && (
            <p>{t('merch.collectedAt', { time: when(result.collectedAt, i18n.language) })}</p>
          )}
          <p className="pickup-verdict__buyer" data-testid="pickup-buyer">
            {t('merch.pickupBuyer', { name: result.buyerName })}
          </p>
          <p className="muted small">{result.orderNo}</p>
          <ul>
            {result.items.map((i) => (
              <li key={`${i.name}-${i.variantLabel}`}>
                {i.name} · {i.variantLabel} × {i.quantity}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
