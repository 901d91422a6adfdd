import type { MerchOrderFulfilment, MerchProductView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '../../lib/format';
import { useSession } from '../../lib/session/store';
import { QuantityStepper } from '../../features/events/components/QuantityStepper';
import { useAddresses } from '../../features/merch/api/get-addresses';
import type { CheckoutMerchBody } from '../../features/checkout/api/checkout';
import { useMerchList } from '../../features/merch/api/get-merch-list';
import { HolderTicketPicker } from '../../features/merch/components/HolderTicketPicker';
import '../../features/merch/merch.css';

/** What the fan added of the event's merch: a variant and units per item, how it reaches them. */
export interface MerchChoice {
  variants: Record<number, number>;
  units: Record<number, number>;
  fulfilment: MerchOrderFulfilment | null;
  pickupDate: string;
  addressId: number | null;
  ticketNo: string;
}

export const NO_MERCH: MerchChoice = {
  variants: {},
  units: {},
  fulfilment: null,
  pickupDate: '',
  addressId: null,
  ticketNo: '',
};

/** The items with units chosen. */
export function chosenItems(items: MerchProductView[], choice: MerchChoice): MerchProductView[] {
  return items.filter((item) => (choice.units[item.id] ?? 0) > 0);
}

function fulfilmentsOf(chosen: MerchProductView[]): MerchOrderFulfilment[] {
  return (['pickup', 'delivery'] as const).filter((f) =>
    chosen.every((i) => i.fulfilment === 'both' || i.fulfilment === f),
  );
}

function pickupDatesOf(chosen: MerchProductView[]): string[] {
  const [first, ...rest] = chosen;
  return (first?.pickupDates ?? []).filter((d) => rest.every((i) => i.pickupDates.includes(d)));
}

/** The merch part of a checkout for the choice (null when no unit is chosen). */
export function merchBody(items: MerchProductView[], choice: MerchChoice): CheckoutMerchBody | null {
  const chosen = chosenItems(items, choice);
  if (!chosen.length) return null;
  const fulfilment = choice.fulfilment ?? fulfilmentsOf(chosen)[0] ?? 'pickup';
  return {
    items: chosen.map((item) => ({
      variantId: choice.variants[item.id] ?? item.variants.find((v) => v.available > 0)?.id ?? item.variants[0]!.id,
      quantity: choice.units[item.id]!,
    })),
    fulfilment,
    ...(fulfilment === 'pickup'
      ? { pickupDate: choice.pickupDate || pickupDatesOf(chosen)[0] || '' }
      : choice.addressId
        ? { addressId: choice.addressId }
        : {}),
    ...(chosen.some((i) => i.access === 'holders') && choice.ticketNo ? { ticketNo: choice.ticketNo } : {}),
  };
}

export function merchAmount(items: MerchProductView[], choice: MerchChoice): number {
  return chosenItems(items, choice).reduce((sum, item) => sum + item.price * (choice.units[item.id] ?? 0), 0);
}

/**
 * The event's official merch beside its tickets (spec §2 "select merch, pick-up date"): a variant
 * and units per item, delivery or a pick-up date, and for holder-only items one of my tickets of
 * the event (the picker). What is chosen joins the ticket order in one hold and one payment.
 */
export function MerchAddOns({
  eventId,
  choice,
  onChange,
  ticketProblem,
}: {
  eventId: number;
  choice: MerchChoice;
  onChange: (next: MerchChoice) => void;
  ticketProblem: string | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const list = useMerchList({ eventId });
  const items = (list.data?.list ?? []).filter((item) => !item.desktopOnly);
  const addresses = useAddresses(session.isLogin);
  if (!items.length) return null;
  const chosen = chosenItems(items, choice);
  const fulfilments = fulfilmentsOf(chosen);
  const fulfilment = choice.fulfilment && fulfilments.includes(choice.fulfilment) ? choice.fulfilment : fulfilments[0];
  const dates = pickupDatesOf(chosen);
  const holders = chosen.find((i) => i.access === 'holders');
  const addressId = choice.addressId ?? addresses.data?.find((a) => a.isDefault)?.id ?? addresses.data?.[0]?.id ?? null;

  return (
    <section className="section" aria-labelledby="choose-merch">
      <h3 className="section__title" id="choose-merch">
        {t('checkout.addMerch')}
      </h3>
      <ul className="area-list">
        {items.map((item) => {
          const variantId = choice.variants[item.id] ?? item.variants.find((v) => v.available > 0)?.id ?? null;
          const variant = item.variants.find((v) => v.id === variantId);
          const units = choice.units[item.id] ?? 0;
          const max = Math.min(
            item.orderLimit,
            variant?.available ?? 0,
            item.access === 'holders' ? item.perTicketLimit : item.orderLimit,
          );
          return (
            <li key={item.id} className="area">
              <div>
                <strong>{item.name}</strong>
                <span className="muted area__left">
                  {money(item.price, item.currency)}
                  {item.access === 'holders' ? ` · ${t('events.merchTicketHolders')}` : ''}
                </span>
                {item.variants.length > 1 && (
                  <select
                    className="select"
                    aria-label={t('checkout.variantOf', { name: item.name })}
                    value={variantId ?? ''}
                    onChange={(e) =>
                      onChange({
                        ...choice,
                        variants: { ...choice.variants, [item.id]: Number(e.target.value) },
                        units: { ...choice.units, [item.id]: 0 },
                      })
                    }
                  >
                    {item.variants.map((v) => (
                      <option key={v.id} value={v.id} disabled={v.available === 0}>
                        {v.label}
                        {v.available === 0 ? ` · ${t('merch.soldOut')}` : ''}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              <QuantityStepper
                label={item.name}
                value={units}
                max={Math.max(units, max)}
                onChange={(next) => onChange({ ...choice, units: { ...choice.units, [item.id]: next } })}
              />
            </li>
          );
        })}
      </ul>
      {chosen.length > 0 && fulfilments.length > 1 && (
        <fieldset className="merch-choice">
          <legend className="section__title">{t('merch.howToGet')}</legend>
          {fulfilments.map((f) => (
            <label key={f} className="merch-variant">
              <input
                type="radio"
                name="checkout-fulfilment"
                checked={fulfilment === f}
                onChange={() => onChange({ ...choice, fulfilment: f })}
              />
              <span>{t(`merch.fulfilment.${f}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {chosen.length > 0 && fulfilment === 'pickup' && (
        <label className="field">
          <span>{t('merch.pickupDate')}</span>
          <select
            value={choice.pickupDate || dates[0] || ''}
            onChange={(e) => onChange({ ...choice, pickupDate: e.target.value })}
          >
            {dates.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <span className="muted small">{t('merch.pickupPlace', { place: chosen[0]!.pickupPlace ?? '' })}</span>
        </label>
      )}
      {chosen.length > 0 && fulfilment === 'delivery' && (
        <label className="field">
          <span>{t('merch.shipTo')}</span>
          {addresses.data?.length ? (
            <select
              value={addressId ?? ''}
              onChange={(e) => onChange({ ...choice, addressId: Number(e.target.value) })}
            >
              {addresses.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.recipient} · {a.line1}
                </option>
              ))}
            </select>
          ) : (
            <span className="muted small">{t('merch.noAddress')}</span>
          )}
        </label>
      )}
      {holders && (
        <HolderTicketPicker
          eventId={eventId}
          signedIn={session.isLogin}
          value={choice.ticketNo}
          onChange={(ticketNo) => onChange({ ...choice, ticketNo })}
          problem={ticketProblem}
          perTicketLimit={holders.perTicketLimit}
        />
      )}
    </section>
  );
}
