import {
  ACCOUNT_CODES,
  makeNonce,
  MERCH_CODES,
  type MerchOrderFulfilment,
  type MerchProductView,
  ROUTES,
} from '@fanpass/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { Skeleton } from '../../../components/QueryState';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { idParam } from '../../../lib/format';
import { ApiError } from '../../../lib/http/client';
import { useDocumentTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/store';
import { showErrorToast } from '../../../lib/toast';
import { useWide } from '../../../lib/viewport';
import { useAddresses } from '../api/get-addresses';
import { useMerchDetail } from '../api/get-merch-detail';
import { useCreateMerchOrder } from '../api/create-merch-order';
import { HolderTicketPicker } from '../components/HolderTicketPicker';
import { MerchBadges } from '../components/MerchBadges';
import '../../../components/ticketing.css';
import '../merch.css';
import { usePrice } from '../../../lib/use-price';

/** /merch/detail?id=: one item (public): pictures, sizes with what is left, price, and buying it. */
export function MerchDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const query = useMerchDetail(id);
  const item = query.data;
  useDocumentTitle(item?.name ?? null);
  if (id === null || query.isError) {
    return (
      <main className="page">
        <PageHeader title={t('merch.title')} />
        <p className="empty">{t('merch.notFound')}</p>
      </main>
    );
  }
  if (!item) {
    return (
      <main className="page" aria-busy="true">
        <PageHeader title={t('merch.title')} />
        <Skeleton kind="detail" />
      </main>
    );
  }
  return <ItemPage key={item.id} item={item} />;
}

function ItemPage({ item }: { item: MerchProductView }) {
  const { t } = useTranslation();
  const price = usePrice();
  const wide = useWide();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useClientConfig();
  const addresses = useAddresses(session.isLogin);
  const create = useCreateMerchOrder();
  const firstLeft = item.variants.find((v) => v.available > 0);
  const [variantId, setVariantId] = useState<number | null>(firstLeft?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [fulfilment, setFulfilment] = useState<MerchOrderFulfilment>(
    item.fulfilment === 'pickup' ? 'pickup' : 'delivery',
  );
  const [pickupDate, setPickupDate] = useState(item.pickupDates[0] ?? '');
  const [pickedAddress, setAddressId] = useState<number | null>(null);
  const [ticketNo, setTicketNo] = useState('');
  const [ticketProblem, setTicketProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ selection: string; key: string } | null>(null);

  const variant = item.variants.find((v) => v.id === variantId);
  const max = Math.min(item.orderLimit, variant?.available ?? 0, item.access === 'holders' ? item.perTicketLimit : 100);
  const addressId = pickedAddress ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? null;
  const blockedOnPhone = item.desktopOnly && !wide;
  const here = `${location.pathname}${location.search}`;

  function buy() {
    if (!session.isLogin) {
      void navigate(`${ROUTES.sign}?redirectUrl=${encodeURIComponent(here)}`);
      return;
    }
    if (!variant || quantity < 1) return setProblem(t('merch.chooseVariant'));
    if (item.access === 'holders' && !ticketNo.trim()) return setTicketProblem(t('merch.ticketNoRequired'));
    if (fulfilment === 'delivery' && !addressId) return setProblem(t('merch.addressNeeded'));
    setProblem(null);
    setTicketProblem(null);
    const input = {
      items: [{ variantId: variant.id, quantity }],
      fulfilment,
      ...(fulfilment === 'delivery' ? { addressId: addressId! } : { pickupDate }),
      ...(item.access === 'holders' ? { ticketNo: ticketNo.trim() } : {}),
    };
    const selection = JSON.stringify(input);
    if (attempt.current?.selection !== selection) attempt.current = { selection, key: makeNonce(32) };
    create.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => void navigate(`${ROUTES.merchOrder}?orderNo=${order.orderNo}`),
        onError: (error) => {
          if (!(error instanceof ApiError) || error.kind !== 'code') return;
          if (error.code === ACCOUNT_CODES.PHONE_NOT_VERIFIED.code) {
            void navigate(`${ROUTES.changePhoneNum}?redirectUrl=${encodeURIComponent(here)}`);
            return;
          }
          if (
            error.code === MERCH_CODES.MERCH_TICKET_INVALID.code ||
            error.code === MERCH_CODES.MERCH_TICKET_REQUIRED.code ||
            error.code === MERCH_CODES.MERCH_EXCLUSIVE_LIMIT.code
          ) {
            setTicketProblem(error.message);
          } else setProblem(error.message);
          showErrorToast(error.message);
        },
      },
    );
  }

  return (
    <main className="page merch-page">
      <PageHeader title={item.name} />
      <div className="merch-hero">{item.images[0] && <img src={item.images[0]} alt={item.name} />}</div>
      <p className="merch-page__price">{price(item.price, item.currency)}</p>
      <MerchBadges item={item} />
      {item.event && (
        <p className="small">
          <Link className="merch-link" to={`${ROUTES.ticketDetail}?id=${item.event.id}`}>
            {item.event.title}
          </Link>
        </p>
      )}
      <p className="plain prewrap">{item.description}</p>

      {blockedOnPhone ? (
        <div className="callout" role="note">
          <p>{t('merch.desktopOnlyMessage')}</p>
          <a
            className="button button--primary button--small"
            href={config.data?.publicSiteUrl || window.location.origin}
            target="_blank"
            rel="noreferrer"
          >
            {t('merch.visitWebsite')}
          </a>
        </div>
      ) : (
        <form
          className="form section"
          // buy() checks the choice and says what is missing in the app's language (no browser bubble).
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            buy();
          }}
        >
          <fieldset className="merch-variants">
            <legend className="section__title">{t('merch.chooseVariant')}</legend>
            {item.variants.map((v) => (
              <label key={v.id} className={`merch-variant ${v.available === 0 ? 'merch-variant--out' : ''}`}>
                <input
                  type="radio"
                  name="variant"
                  value={v.id}
                  checked={variantId === v.id}
                  disabled={v.available === 0}
                  onChange={() => {
                    setVariantId(v.id);
                    setQuantity(1);
                  }}
                />
                <span>{v.label}</span>
                <span className="muted small">
                  {v.available === 0 ? t('merch.soldOut') : t('merch.left', { num: v.available })}
                </span>
              </label>
            ))}
          </fieldset>
          <label className="field field--narrow">
            <span>{t('merch.quantity')}</span>
            <input
              type="number"
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              onChange={(e) =>
                setQuantity(Math.max(1, Math.min(Math.max(1, max), Math.floor(Number(e.target.value)) || 1)))
              }
            />
          </label>
          <p className="muted small">{t('merch.orderLimit', { num: item.orderLimit })}</p>

          {item.fulfilment === 'both' && (
            <fieldset className="merch-choice">
              <legend className="section__title">{t('merch.howToGet')}</legend>
              {(['delivery', 'pickup'] as const).map((f) => (
                <label key={f} className="merch-variant">
                  <input type="radio" name="fulfilment" checked={fulfilment === f} onChange={() => setFulfilment(f)} />
                  <span>{t(`merch.fulfilment.${f}`)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {fulfilment === 'pickup' ? (
            <label className="field">
              <span>{t('merch.pickupDate')}</span>
              <select value={pickupDate} onChange={(e) => setPickupDate(e.target.value)}>
                {item.pickupDates.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
              <span className="muted small">{t('merch.pickupPlace', { place: item.pickupPlace ?? '' })}</span>
            </label>
          ) : session.isLogin ? (
            <div className="field">
              {addresses.data?.length ? (
                <label className="field">
                  <span>{t('merch.shipTo')}</span>
                  <select value={addressId ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
                    {addresses.data.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.recipient} · {a.line1}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <p className="muted small">{t('merch.noAddress')}</p>
              )}
              <Link className="small merch-link" to={`${ROUTES.address}?redirectUrl=${encodeURIComponent(here)}`}>
                {t('merch.manageAddresses')}
              </Link>
            </div>
          ) : null}

          {item.access === 'holders' && (
            <HolderTicketPicker
              eventId={item.event?.id ?? null}
              signedIn={session.isLogin}
              value={ticketNo}
              onChange={setTicketNo}
              problem={ticketProblem}
              perTicketLimit={item.perTicketLimit}
            />
          )}
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={item.soldOut || create.isPending || !variant}
          >
            {item.soldOut
              ? t('merch.soldOut')
              : t('merch.buyNow', { amount: price(item.price * quantity, item.currency) })}
          </button>
        </form>
      )}
    </main>
  );
}
