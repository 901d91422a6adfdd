import { describe, expect, it } from '@jest/globals';
import { PrintableMailSender, PrintableSmsSender, UnconfiguredSmsSender } from './outbox.senders.js';
import type { MailMessage, SmsMessage } from './senders.js';

describe('printable mail and SMS', () => {
  it('sends mail with a one-line subject and a text without terminal codes', async () => {
    const sent: MailMessage[] = [];
    const mail = new PrintableMailSender({ send: (m) => Promise.resolve(void sent.push(m)) });
    await mail.send({ to: 'fan@example.com', subject: 'Hi\r\nBcc: all@example.com', text: 'Dear A\u001b[2J,\nbye' });
    expect(sent).toEqual([
      { to: 'fan@example.com', subject: 'Hi\\r\\nBcc: all@example.com', text: 'Dear A\\x1b[2J,\nbye' },
    ]);
    const texts: SmsMessage[] = [];
    const sms = new PrintableSmsSender({ send: (m) => Promise.resolve(void texts.push(m)) });
    await sms.send({ to: '+85366123456', text: 'Code 123456\u0007' });
    expect(texts).toEqual([{ to: '+85366123456', text: 'Code 123456\\x07' }]);
  });

  it('says when there is no SMS provider, so no code is promised by a text that cannot go', async () => {
    const none = new PrintableSmsSender(new UnconfiguredSmsSender());
    expect(none.configured).toBe(false);
    await expect(none.send({ to: '+85366123456', text: 'x' })).rejects.toThrow('No SMS provider is configured');
    expect(new PrintableSmsSender({ send: () => Promise.resolve() }).configured).toBe(true);
  });
});
