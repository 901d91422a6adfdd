import { HeldOrderScreen } from './HeldOrderScreen';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT, MERCH_ORDER, TICKET_ORDER } from './kinds';

/** /ticket-order?orderNo=: a ticket order's summary, or a checkout's (tickets and merch, C…). */
export function TicketOrder() {
  const [params] = useSearchParams();
  return CHECKOUT.owns(params.get('orderNo') ?? '') ? (
    <HeldOrderScreen key="checkout" kind={CHECKOUT} />
  ) : (
    <HeldOrderScreen key="ticket" kind={TICKET_ORDER} />
  );
}

/** /merch-order?orderNo=: a merch order's summary (delivery or pick-up). */
export function MerchOrder() {
  return <HeldOrderScreen kind={MERCH_ORDER} />;
}
