/** A text file sent with an e-mail (an .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** An SMS to send; `to` is the full international number (+853…). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Where e-mail goes: SMTP, a provider, or the development outbox. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Where SMS goes: a provider, or the development outbox. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** False when there is no provider (production until one is configured): nothing could be sent. */
  readonly configured?: boolean;
}
