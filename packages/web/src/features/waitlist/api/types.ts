import type { OrderStatus } from '@fanpass/contracts';

export type WaitlistStatus = 'waiting' | 'offered' | 'fulfilled' | 'expired' | 'left' | 'skipped';

/** A reservation on a sold-out seat area, with my position and any offer (a hold in my name). */
export interface WaitlistEntryView {
  id: number;
  status: WaitlistStatus;
  quantity: number;
  position: number | null;
  event: { id: number; title: string; startsAt: number } | null;
  ticketType: { id: number; name: string; price: number } | null;
  offer: { orderNo: string; status: OrderStatus; quantity: number; expiresAt: number } | null;
  createdAt: number;
}
