// What other modules may use of this module (the boundaries lint rule holds them to it).
export { AttendeesModule } from './attendees.module.js';
export { AttendeesRepository } from './attendees.repository.js';
export { Attendee } from './entities/attendee.entity.js';
