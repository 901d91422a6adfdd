/** GET /dev/outbox (development only, outside the envelope): every e-mail and SMS, newest first. */
export interface OutboxEntryView {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  createdAt: number;
}
