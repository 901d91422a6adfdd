// What other modules may use of this module (the boundaries lint rule holds them to it).
export { OutboxMessage } from './entities/outbox-message.entity.js';
export { OutboxModule } from './outbox.module.js';
export type { MailAttachment, MailMessage, MailSender, SmsMessage, SmsSender } from './senders.js';
