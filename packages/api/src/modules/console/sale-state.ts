import type { ConsoleSaleState } from '@fanpass/contracts';
import { available, type EventRow, type TicketType } from '../events/index.js';

/** Where an event's sale is, as the console lists it. */
export function saleState(event: EventRow, types: TicketType[], now: number): ConsoleSaleState {
  if (!event.published) return 'draft';
  if (now >= event.endsAt) return 'ended';
  if (now < event.saleStartsAt) return 'upcoming';
  if ((event.saleEndsAt !== null && now >= event.saleEndsAt) || types.every((t) => available(t) === 0)) {
    return 'closed';
  }
  return 'onSale';
}
