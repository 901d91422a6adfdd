/** The event shapes of GET /event/list, /event/upcoming and /event/detail (shared with the API). */
export type { EventCardView, EventDetailView, TicketTypeView } from '@fanpass/contracts';
