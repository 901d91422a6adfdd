// What other modules may use of this module (the boundaries lint rule holds them to it).
export { OutboxMessage } from './entities/outbox-message.entity.js';
export { OutboxModule } from './outbox.module.js';
export { Outbox } from './outbox.service.js';
export { DeliveryJob, type ChannelSender } from './delivery.job.js';
export { OUTBOX_OPS_COMMANDS } from './outbox-ops.js';
export { OutboxDelivery } from './entities/outbox-delivery.entity.js';
export type { MailAttachment, MailMessage, MailSender, SmsMessage, SmsSender } from './senders.js';
