import type { OutboxEntryView } from '@fanpass/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public, Raw, RepairExempt, Unsigned } from '../../common/http/decorators.js';
import { OutboxRepository } from './outbox.repository.js';
import type { MailAttachment } from './senders.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The development outbox: every e-mail and SMS, newest first. Not mounted in production. */
@ApiExcludeController()
@Public()
@Unsigned()
@Raw()
@RepairExempt()
@Controller('dev')
export class DevOutboxController {
  constructor(private readonly outbox: OutboxRepository) {}

  @Get('outbox')
  async list(@Query('to') to?: string): Promise<OutboxEntryView[]> {
    const rows = await this.outbox.list(to?.trim() ? to.trim().toLowerCase() : undefined, 100);
    return rows.map((r) => ({
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      attachments: r.attachments ? (JSON.parse(r.attachments) as MailAttachment[]) : [],
      createdAt: r.createdAt,
    }));
  }

  @Get('outbox.html')
  @Header('content-type', 'text/html; charset=utf-8')
  async page(@Query('to') to?: string): Promise<string> {
    const entries = await this.list(to);
    const rows = entries
      .map(
        (e) =>
          `<article><header><b>${escapeHtml(e.channel)}</b> to <b>${escapeHtml(e.to)}</b> · ${new Date(e.createdAt).toISOString()}</header>` +
          `<h2>${escapeHtml(e.subject)}</h2><pre>${escapeHtml(e.text)}</pre>` +
          e.attachments
            .map(
              (a) =>
                `<details><summary>${escapeHtml(a.filename)}</summary><pre>${escapeHtml(a.content)}</pre></details>`,
            )
            .join('') +
          `</article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fanpass outbox</title><style>body{font:15px system-ui;margin:1rem;max-width:50rem}article{border:1px solid #ccc;border-radius:8px;padding:.5rem 1rem;margin:.5rem 0}pre{white-space:pre-wrap}h2{font-size:1rem}</style></head>
<body><h1>Development outbox</h1><form><input name="to" placeholder="e-mail or phone" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${rows || '<p>No messages.</p>'}</body></html>`;
  }
}
