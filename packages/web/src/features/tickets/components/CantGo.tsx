import { resaleFee, type ResaleListingView, type ResalePayout, type TicketDetailView } from '@fanpass/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { money, when } from '../../../lib/format';
import { useListForResale, useResaleTicket, useWithdrawListing } from '../api/resale';

/** The price the seller types, in whole units with at most two decimals, to minor units; null when unreadable. */
function parsePrice(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * "Can't go?" on a ticket of mine (issue 46): list it for resale at face value or less, the
 * event's fee and what I get shown before I confirm; its listing's state once listed, and
 * withdrawing it until it is sold. Shown only where the event takes resale.
 */
export function CantGo({ ticket }: { ticket: TicketDetailView }) {
  const { t } = useTranslation();
  const usable = ticket.history.length > 0 && ['paid', 'ready', 'listed'].includes(ticket.status);
  const query = useResaleTicket(ticket.code, usable);
  const [open, setOpen] = useState(false);
  const info = query.data;
  if (!usable || !info) return null;
  const live =
    info.listing && (info.listing.status === 'listed' || info.listing.status === 'held') ? info.listing : null;
  if (live) return <LiveListing listing={live} />;
  if (ticket.status === 'listed') return null;
  if (!info.open) return null;
  if (!open) {
    return (
      <section className="section resale" aria-labelledby="cant-go-title">
        <h2 className="section__title" id="cant-go-title">
          {t('resale.cantGo')}
        </h2>
        <p className="small muted">{t('resale.intro')}</p>
        <button type="button" className="button button--ghost button--block" onClick={() => setOpen(true)}>
          {t('resale.start')}
        </button>
      </section>
    );
  }
  return <ListForm info={info} onCancel={() => setOpen(false)} />;
}

function ListForm({
  info,
  onCancel,
}: {
  info: NonNullable<ReturnType<typeof useResaleTicket>['data']>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const priceId = useId();
  const [text, setText] = useState(String(info.faceValue / 100));
  const [payout, setPayout] = useState<ResalePayout>('wallet');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useListForResale();
  const price = parsePrice(text);
  const fee = price === null ? 0 : resaleFee(price, info.feePercent);
  const face = money(info.faceValue, info.currency);
  // A return for a refund is at face value: the seller gets the price back where they paid it.
  const asked = payout === 'refund' ? info.faceValue : price;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (payout === 'wallet' && (price === null || price <= 0)) return setProblem(t('resale.priceInvalid'));
    if (payout === 'wallet' && price! > info.faceValue) return setProblem(t('resale.priceAboveFace', { face }));
    setProblem(null);
    setConfirming(true);
  }

  function confirm() {
    list.mutate({ ticketCode: info.ticketCode, price: asked!, payout }, { onSettled: () => setConfirming(false) });
  }

  const askedFee = asked === null ? 0 : resaleFee(asked, info.feePercent);
  return (
    <section className="section form resale" aria-labelledby="resale-title">
      <h2 className="section__title" id="resale-title">
        {t('resale.cantGo')}
      </h2>
      <p className="small muted">{t('resale.rules', { face, time: when(info.deadline, i18n.language) })}</p>
      <form onSubmit={submit} noValidate>
        {info.refundAllowed && (
          <fieldset className="field resale__payout">
            <legend>{t('resale.payoutLegend')}</legend>
            <label className="check">
              <input type="radio" name="payout" checked={payout === 'wallet'} onChange={() => setPayout('wallet')} />
              <span>{t('resale.payoutWallet')}</span>
            </label>
            <label className="check">
              <input type="radio" name="payout" checked={payout === 'refund'} onChange={() => setPayout('refund')} />
              <span>{t('resale.payoutRefund')}</span>
            </label>
          </fieldset>
        )}
        {payout === 'wallet' && (
          <div className="field">
            <label htmlFor={priceId}>{t('resale.price', { currency: info.currency })}</label>
            <input
              id={priceId}
              value={text}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={`${priceId}-max`}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
            />
            <span className="small muted" id={`${priceId}-max`}>
              {t('resale.priceMax', { face })}
            </span>
          </div>
        )}
        <dl className="facts resale__sum">
          <dt>{t('resale.feeLine', { percent: info.feePercent })}</dt>
          <dd>{money(payout === 'wallet' ? fee : askedFee, info.currency)}</dd>
          <dt>{payout === 'refund' ? t('resale.youGetRefund') : t('resale.youGet')}</dt>
          <dd>
            <strong>{money(Math.max(0, (asked ?? 0) - (payout === 'wallet' ? fee : askedFee)), info.currency)}</strong>
          </dd>
        </dl>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="actions actions--row">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('resale.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={list.isPending}>
            {t('resale.review')}
          </button>
        </div>
      </form>
      {confirming && asked !== null && (
        <ConfirmDialog
          title={t('resale.confirmTitle')}
          confirmLabel={t('resale.confirm')}
          cancelLabel={t('resale.cancel')}
          busy={list.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        >
          <p>
            {t('resale.confirmText', {
              price: money(asked, info.currency),
              fee: money(askedFee, info.currency),
              net: money(asked - askedFee, info.currency),
            })}
          </p>
          <p className="small muted">{payout === 'refund' ? t('resale.confirmRefund') : t('resale.confirmWallet')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function LiveListing({ listing }: { listing: ResaleListingView }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawListing();
  const [asking, setAsking] = useState(false);
  return (
    <section className="section resale" aria-labelledby="listing-title">
      <h2 className="section__title" id="listing-title">
        {t('resale.listingTitle')}
      </h2>
      <p role="status">
        {listing.status === 'held'
          ? t('resale.stateHeld', { price: money(listing.price, listing.currency) })
          : t('resale.stateListed', { price: money(listing.price, listing.currency) })}
      </p>
      <dl className="facts resale__sum">
        <dt>{t('resale.fee')}</dt>
        <dd>{money(listing.fee, listing.currency)}</dd>
        <dt>{listing.payout === 'refund' ? t('resale.youGetRefund') : t('resale.youGet')}</dt>
        <dd>
          <strong>{money(listing.net, listing.currency)}</strong>
        </dd>
      </dl>
      <p className="small muted">{t('resale.listedNote')}</p>
      <button type="button" className="button button--ghost button--block" onClick={() => setAsking(true)}>
        {t('resale.withdraw')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('resale.withdrawTitle')}
          confirmLabel={t('resale.withdraw')}
          cancelLabel={t('resale.keepListed')}
          busy={withdraw.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => withdraw.mutate(listing.id, { onSettled: () => setAsking(false) })}
        >
          <p>{t('resale.withdrawText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
