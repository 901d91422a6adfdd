/** An e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
}
