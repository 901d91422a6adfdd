// What other modules may use of this module (the boundaries lint rule holds them to it).
export { TicketHistory } from './entities/ticket-history.entity.js';
export { Ticket } from './entities/ticket.entity.js';
export { SeatsService } from './seats/seats.service.js';
export { TicketsModule } from './tickets.module.js';
export { TicketsService } from './tickets.service.js';
export { TicketResale } from './ticket-resale.js';
export type { IssueLine } from './tickets.repository.js';
export { TICKET_OPS_COMMANDS } from './tickets-ops.js';
