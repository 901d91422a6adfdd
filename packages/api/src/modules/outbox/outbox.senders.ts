import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { printable } from '../../common/text/controls.js';
import type { Clock } from '../../infra/clock.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { MailMessage, MailSender, SmsMessage, SmsSender } from './senders.js';

/** Keeps every message in the development outbox (never in production). */
export class OutboxMailSender implements MailSender {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.add({
      channel: 'email',
      recipient: message.to.toLowerCase(),
      subject: message.subject,
      body: message.text,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      createdAt: this.clock.now(),
    });
  }
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.add({
      channel: 'sms',
      recipient: message.to,
      subject: '',
      body: message.text,
      attachments: null,
      createdAt: this.clock.now(),
    });
  }
}

/** Real e-mail over SMTP (nodemailer), used when SMTP_URL is set. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/** Sends through several senders; one failing is logged and does not stop the others. */
export class FanOutMailSender implements MailSender {
  private readonly logger = new Logger('Mail');

  constructor(private readonly senders: MailSender[]) {}

  async send(message: MailMessage): Promise<void> {
    const results = await Promise.allSettled(this.senders.map((s) => s.send(message)));
    const failed = results.filter((r) => r.status === 'rejected');
    for (const f of failed) this.logger.error({ err: (f as PromiseRejectedResult).reason }, 'mail sender failed');
    if (failed.length === results.length) throw (failed[0] as PromiseRejectedResult).reason;
  }
}

/**
 * Every e-mail and SMS the service sends, with the control characters of what it quotes written
 * out: a subject on one line, a text on its own lines and tabs only (controls.ts). A fan's name
 * or message can then neither add a header nor drive the reader's terminal.
 */
export class PrintableMailSender implements MailSender {
  constructor(private readonly sender: MailSender) {}

  send(message: MailMessage): Promise<void> {
    return this.sender.send({
      ...message,
      subject: printable(message.subject),
      text: printable(message.text, { lines: true }),
    });
  }
}

export class PrintableSmsSender implements SmsSender {
  constructor(private readonly sender: SmsSender) {}

  get configured(): boolean {
    return this.sender.configured !== false;
  }

  send(message: SmsMessage): Promise<void> {
    return this.sender.send({ ...message, text: printable(message.text, { lines: true }) });
  }
}

/**
 * SMS in production needs a provider's adapter implementing SmsSender; until one is
 * configured, sending fails loudly instead of pretending.
 */
export class UnconfiguredSmsSender implements SmsSender {
  readonly configured = false;

  send(): Promise<void> {
    return Promise.reject(new Error('No SMS provider is configured'));
  }
}
