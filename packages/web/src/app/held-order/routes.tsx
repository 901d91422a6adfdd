import { HeldOrderScreen } from './HeldOrderScreen';
import { MERCH_ORDER, TICKET_ORDER } from './kinds';

/** /ticket-order?orderNo=: a ticket order's summary. */
export function TicketOrder() {
  return <HeldOrderScreen kind={TICKET_ORDER} />;
}

/** /merch-order?orderNo=: a merch order's summary (delivery or pick-up). */
export function MerchOrder() {
  return <HeldOrderScreen kind={MERCH_ORDER} />;
}
