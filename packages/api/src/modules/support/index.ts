// What other modules may use of this module (the boundaries lint rule holds them to it).
export { Enquiry } from './entities/enquiry.entity.js';
export { ENQUIRIES_OPS_COMMANDS } from './enquiries-ops.js';
export { EnquiriesService } from './enquiries.service.js';
export { SupportModule } from './support.module.js';
export { SupportRepository } from './support.repository.js';
