import { ACCOUNT_CODES, makeNonce, MERCH_CODES, ROUTES } from '@fanpass/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateCheckout } from '../../features/checkout/api/checkout';
import { MerchAddOns, type MerchChoice, merchAmount, merchBody, NO_MERCH } from '../checkout/MerchAddOns';
import { useMerchList } from '../../features/merch/api/get-merch-list';
import { ApiError } from '../../lib/http/client';
import { useSession } from '../../lib/session/store';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { useWide } from '../../lib/viewport';
import { AttendeePicker } from '../../features/attendees/components/AttendeePicker';
import { useEventDetail } from '../../features/events/api/get-event-detail';
import { DesktopOnlyNotice } from '../../features/events/components/DesktopOnlyNotice';
import { QuantityStepper } from '../../features/events/components/QuantityStepper';
import { idParam } from '../../lib/format';
import { usePrice } from '../../lib/use-price';
import { usePlaceOrder } from '../../features/orders/hooks/use-place-order';
import { choosable, useTicketLimit } from '../../features/orders/api/get-ticket-limit';
import { TicketLimitNote } from '../../features/orders/components/TicketLimitNote';
import { clearSelection, loadSelection, saveSelection, withinAvailable } from '../../features/events/lib/selection';
import '../../components/ticketing.css';
import { Skeleton } from '../../components/QueryState';
import { EventTime } from '../../components/EventTime';
import { useQueueGate } from '../../features/queue/hooks/use-queue-gate';

/**
 * /ticket/choose?id=: seat area and quantity within what the account can still buy (its counter
 * against the event's limit, said before Confirm); attendees for real-name events; the event's
 * merch to add, held and paid with the tickets in one checkout (`&merch=only`: merch only).
 */
export function ChooseTicket() {
  const { t } = useTranslation();
  const price = usePrice();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idParam(params.get('id'));
  const merchOnly = params.get('merch') === 'only';
  const wide = useWide();
  const navigate = useNavigate();
  const session = useSession();
  const merchList = useMerchList({ eventId: id ?? 0 });
  const merchItems = (merchList.data?.list ?? []).filter((item) => !item.desktopOnly);
  const [merch, setMerch] = useState<MerchChoice>(NO_MERCH);
  const [ticketProblem, setTicketProblem] = useState<string | null>(null);
  const checkout = useCreateCheckout();
  const attempt = useRef<{ selection: string; key: string } | null>(null);
  const query = useEventDetail(id);
  const ticketLimit = useTicketLimit(id);
  // An event sold through the waiting room is chosen from only with my admission.
  useQueueGate(id);
  // The selection survives a detour (attendees, phone verification, sign-in) and a reload, until
  // it is held.
  const [chosen, setChosen] = useState<Record<number, number>>(() => loadSelection(id)?.counts ?? {});
  const [attendeeIds, setAttendeeIds] = useState<number[]>(() => loadSelection(id)?.attendeeIds ?? []);
  useEffect(() => {
    if (id !== null) saveSelection(id, { counts: chosen, attendeeIds });
  }, [id, chosen, attendeeIds]);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused hold (another fan took the last seats, say) reads the seat areas again.
  const order = usePlaceOrder({ onRefused: () => void query.refetch() });
  const event = query.data;
  // What the fan asked for, never more than each area has left now.
  const counts = event ? withinAvailable(chosen, event.ticketTypes) : chosen;

  if (!event) {
    return (
      <main className="page" aria-busy={query.isPending}>
        <PageHeader title={t('title.chooseTicket')} />
        {query.isError || id === null ? <p className="muted">{t('events.notFound')}</p> : <Skeleton kind="detail" />}
      </main>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const total = merchOnly ? 0 : Object.values(counts).reduce((a, b) => a + b, 0);
  const merchPart = merchBody(merchItems, merch);
  const amount =
    (merchOnly ? 0 : event.ticketTypes.reduce((sum, type) => sum + type.price * (counts[type.id] ?? 0), 0)) +
    merchAmount(merchItems, merch);
  // How many this account may choose: what its counter leaves, plus its open order's (replaced).
  const allowed = choosable(ticketLimit.data, event.ticketLimit);
  const room = allowed - total;

  function submit() {
    if (!event) return;
    if (merchPart) return placeCheckout();
    if (merchOnly) return setProblem(t('checkout.nothingSelected'));
    if (total === 0) return setProblem(t('events.chooseNoneSelected'));
    if (total > event.ticketLimit) return setProblem(t('events.chooseLimit', { num: event.ticketLimit }));
    if (total > allowed) return setProblem(t('events.limitMore', { num: allowed, limit: event.ticketLimit }));
    if (event.realNameRequired && attendeeIds.length !== total) {
      return setProblem(t('events.chooseAttendeesNeeded', { num: total }));
    }
    setProblem(null);
    order.place(selectionInput(), here, () => clearSelection(event.id));
  }

  /** Tickets and merch (or merch only) in one hold: the checkout's summary is next. */
  function placeCheckout() {
    if (!event || !merchPart) return;
    if (!session.isLogin) {
      void navigate(`${ROUTES.sign}?redirectUrl=${encodeURIComponent(here)}`);
      return;
    }
    if (total > allowed) return setProblem(t('events.limitMore', { num: allowed, limit: event.ticketLimit }));
    if (event.realNameRequired && total > 0 && attendeeIds.length !== total) {
      return setProblem(t('events.chooseAttendeesNeeded', { num: total }));
    }
    setProblem(null);
    setTicketProblem(null);
    const input = { ...(total > 0 ? selectionInput() : { eventId: event.id, items: [] }), merch: merchPart };
    const selection = JSON.stringify(input);
    if (attempt.current?.selection !== selection) attempt.current = { selection, key: makeNonce(32) };
    checkout.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (held) => {
          clearSelection(event.id);
          void navigate(`${ROUTES.ticketOrder}?orderNo=${held.orderNo}`);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.kind !== 'code') return;
          if (error.code === ACCOUNT_CODES.PHONE_NOT_VERIFIED.code) {
            void navigate(`${ROUTES.changePhoneNum}?redirectUrl=${encodeURIComponent(here)}`);
            return;
          }
          const aboutTicket = [
            MERCH_CODES.MERCH_TICKET_INVALID.code,
            MERCH_CODES.MERCH_TICKET_REQUIRED.code,
            MERCH_CODES.MERCH_EXCLUSIVE_LIMIT.code,
          ] as number[];
          if (error.code !== undefined && aboutTicket.includes(error.code)) setTicketProblem(error.message);
          else setProblem(error.message);
          void query.refetch();
          void merchList.refetch();
        },
      },
    );
  }

  function selectionInput() {
    const items = event!.ticketTypes
      .filter((type) => (counts[type.id] ?? 0) > 0)
      .map((type) => ({ ticketTypeId: type.id, quantity: counts[type.id] ?? 0 }));
    return { eventId: event!.id, items, ...(event!.realNameRequired ? { attendeeIds } : {}) };
  }

  return (
    <main className="page choose-page">
      <PageHeader title={t(merchOnly ? 'checkout.merchOnlyTitle' : 'title.chooseTicket')} />
      <h2 className="choose__title">{event.title}</h2>
      <p className="muted">
        <EventTime at={event.startsAt} timeZone={event.timeZone} /> · {event.venue}
      </p>
      {(event.desktopOnly && !wide) || order.desktopOnly ? (
        <DesktopOnlyNotice />
      ) : (
        <>
          {!merchOnly && (
            <section className="section" aria-labelledby="choose-areas">
              <h3 className="section__title" id="choose-areas">
                {t('events.seatAreas')}
              </h3>
              <ul className="area-list">
                {event.ticketTypes.map((type) => {
                  const value = counts[type.id] ?? 0;
                  return (
                    <li key={type.id} className="area">
                      <div>
                        <strong>{type.name}</strong>
                        <span className="muted area__left">
                          {price(type.price, type.currency)} ·{' '}
                          {type.soldOut ? t('events.statusSoldOut') : t('events.seatsLeft', { num: type.available })}
                        </span>
                      </div>
                      <QuantityStepper
                        label={type.name}
                        value={value}
                        max={Math.min(type.available, value + room)}
                        onChange={(next) => {
                          setChosen({ ...counts, [type.id]: next });
                          setProblem(null);
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
              <TicketLimitNote limit={ticketLimit.data} eventLimit={event.ticketLimit} />
            </section>
          )}
          <MerchAddOns eventId={event.id} choice={merch} onChange={setMerch} ticketProblem={ticketProblem} />
          {event.realNameRequired && total > 0 && (
            <AttendeePicker needed={total} chosen={attendeeIds.slice(0, total)} onChange={setAttendeeIds} />
          )}
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          {order.heldOrderNo && (
            <ConfirmDialog
              title={t('events.alreadyHeldTitle')}
              confirmLabel={t('events.alreadyHeldReplace')}
              cancelLabel={t('events.alreadyHeldContinue')}
              busy={order.pending}
              onCancel={order.continueHeld}
              onConfirm={() => void order.replaceHeld(selectionInput(), here, () => clearSelection(event.id))}
            >
              <p>{t('events.alreadyHeldText')}</p>
            </ConfirmDialog>
          )}
          <div className="checkout-bar">
            <div>
              <span className="muted small">
                {merchPart
                  ? t('checkout.chooseTotal', {
                      tickets: total,
                      merch: merchPart.items.reduce((sum, i) => sum + i.quantity, 0),
                    })
                  : t('events.chooseTotal', { num: total })}
              </span>
              <strong className="checkout-bar__amount">{price(amount, event.currency)}</strong>
            </div>
            <button
              type="button"
              className="button button--primary"
              disabled={order.pending || checkout.isPending || (allowed === 0 && !merchPart)}
              onClick={submit}
            >
              {t('events.chooseConfirm')}
            </button>
          </div>
        </>
      )}
    </main>
  );
}
