// What other modules may use of this module (the boundaries lint rule holds them to it).
export { EventRow } from './entities/event.entity.js';
export { TicketType } from './entities/ticket-type.entity.js';
export {
  type EntryInput,
  type EventInput,
  type ImportRefusal,
  type ImportResult,
  parseEventFile,
  type SeatRowInput,
} from './event-import.js';
export { available, eventStatus, parseImages } from './event-views.js';
export { EventsModule } from './events.module.js';
export {
  EventsRepository,
  type Orderable,
  type OrderableEvent,
  type OrderableType,
  type OrderShownEvent,
} from './events.repository.js';
export { EventsService } from './events.service.js';
