export type { TicketDetailView, TicketView } from '@fanpass/contracts';
