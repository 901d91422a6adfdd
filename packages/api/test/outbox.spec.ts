import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { MailSender, SmsSender } from '../src/modules/outbox/senders.js';
import { MAIL_SENDER, SMS_SENDER } from '../src/infra/tokens.js';
import { TestApp } from './support/test-app.js';
import { PRODUCTION_ENV } from './support/production-env.js';

describe('development outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every e-mail and SMS and lists them newest first, per recipient', async () => {
    const mail = t.app.get<MailSender>(MAIL_SENDER);
    const sms = t.app.get<SmsSender>(SMS_SENDER);
    await mail.send({ to: 'Fan@Example.com', subject: 'First', text: 'one' });
    t.clock.advance(1000);
    await mail.send({ to: 'fan@example.com', subject: 'Second', text: 'two' });
    await mail.send({ to: 'other@example.com', subject: 'Other', text: 'x' });
    await sms.send({ to: '+85366123456', text: 'Your code is 123456' });

    const res = await request(t.server).get('/dev/outbox').query({ to: 'fan@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body[0]).toMatchObject({ channel: 'email', to: 'fan@example.com', text: 'two' });

    const phone = await request(t.server).get('/dev/outbox').query({ to: '+85366123456' });
    expect(phone.body[0]).toMatchObject({ channel: 'sms', text: 'Your code is 123456' });

    const html = await request(t.server).get('/dev/outbox.html').query({ to: 'fan@example.com' });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.text).toContain('Second');
  });

  it('is absent in production', async () => {
    const prod = await TestApp.start(PRODUCTION_ENV);
    try {
      const res = await request(prod.server).get('/dev/outbox');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(REPLY_CODES.ENDPOINT_NOT_FOUND.code);
    } finally {
      await prod.close();
    }
  });
});
