import type { OrderStatus } from '../catalogue/tickets.js';

/** The shapes the waiting-list calls answer with. */

export const WAITLIST_STATUSES = ['waiting', 'offered', 'fulfilled', 'expired', 'left', 'skipped'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A reservation on a sold-out seat area, with my position and any offer (a hold in my name). */
export interface WaitlistEntryView {
  id: number;
  status: WaitlistStatus;
  quantity: number;
  /** 1-based, only while waiting. */
  position: number | null;
  event: { id: number; title: string; startsAt: number; timeZone: string } | null;
  ticketType: { id: number; name: string; price: number } | null;
  offer: { orderNo: string; status: OrderStatus; quantity: number; expiresAt: number } | null;
  createdAt: number;
}
