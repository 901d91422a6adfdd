import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AppConfig } from '../src/config/config.js';
import { APP_CONFIG } from '../src/infra/tokens.js';
import { AuditEntry } from '../src/modules/audit/index.js';
import { AuditService } from '../src/modules/audit/audit.service.js';
import { AuditRepository } from '../src/modules/audit/audit.repository.js';
import { RolesService } from '../src/modules/roles/index.js';
import { consoleUser } from './support/console-fixtures.js';
import { expectWithMessage } from './support/expect-with-message.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';
import type { EventRow } from '../src/modules/events/entities/event.entity.js';

const ME = '/fanapih5/console/me';
const ROLES = '/fanapih5/console/roles';
const AUDIT = '/fanapih5/console/audit';

describe('console access: roles, the console guard and the audit log', () => {
  let t: TestApp;
  let eventA: EventRow;
  let eventB: EventRow;
  let admin: Buyer;
  let organiserA: Buyer;
  let staffA: Buyer;
  let support: Buyer;
  let fan: Buyer;

  beforeAll(async () => {
    t = await TestApp.start({ PARTNER_KEY_CACHE_MS: '0' });
    eventA = (await createEvent(t)).event;
    eventB = (await createEvent(t)).event;
    admin = await consoleUser(t, ['admin', 0]);
    organiserA = await consoleUser(t, ['organiser', eventA.id]);
    staffA = await consoleUser(t, ['staff', eventA.id]);
    support = await consoleUser(t, ['support', 0]);
    fan = await buyer(t, {}, 'PC');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells each role who it is and which sections its menu has', async () => {
    const me = await t.get(ME, {}, admin.opts);
    expect(me.body.data).toMatchObject({
      userId: admin.user.id,
      email: admin.user.email,
      roles: ['admin'],
      sections: ['events', 'orders', 'checkin', 'merch', 'communication', 'support', 'giveaway', 'roles', 'audit'],
    });
    const organiser = await t.get(ME, {}, organiserA.opts);
    expect(organiser.body.data).toMatchObject({
      roles: ['organiser'],
      organiserOf: [eventA.id],
      sections: ['events', 'orders', 'checkin', 'merch', 'communication', 'audit'],
    });
    expect((await t.get(ME, {}, staffA.opts)).body.data).toMatchObject({
      staffOf: [eventA.id],
      sections: ['checkin', 'merch'],
    });
    expect((await t.get(ME, {}, support.opts)).body.data.sections).toEqual(['orders', 'support']);
  });

  it('refuses a fan, a missing login and a partner key', async () => {
    const asFan = await t.get(ME, {}, { ...fan.opts, lang: 'zh' });
    expect(asFan.status).toBe(403);
    expect(asFan.body).toMatchObject({ code: REPLY_CODES.CONSOLE_NO_ROLE.code, msg: '此账户没有控制台角色。' });
    expect((await t.get(ME)).body.code).toBe(REPLY_CODES.LOGIN_EXPIRED.code);
    const added = await t.ops('partner', 'add', 'console-probe');
    expectWithMessage(added.code, added.out).toBe(0);
    const keyId = /keyId: (pk_[a-z0-9]{10})/.exec(added.out)![1]!;
    const key = /key: {3}([A-Za-z0-9_-]{43})/.exec(added.out)![1]!;
    const asPartner = await t.get(ME, {}, { ...admin.opts, platform: 'PARTNER', key, headers: { keyId } });
    expect(asPartner.status).toBe(403);
    expect(asPartner.body.code).toBe(REPLY_CODES.CONSOLE_CLIENT_REFUSED.code);
  });

  it('keeps an organiser to their own events and staff and support out of the roles', async () => {
    const own = await t.get(AUDIT, { eventId: eventA.id }, organiserA.opts);
    expect(own.body.code).toBe(200);
    const other = await t.get(AUDIT, { eventId: eventB.id }, organiserA.opts);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(REPLY_CODES.CONSOLE_EVENT_FORBIDDEN.code);
    for (const who of [organiserA, staffA, support]) {
      const grant = await t.post(`${ROLES}/grant`, { email: fan.user.email, role: 'admin' }, who.opts);
      expect(grant.body.code).toBe(REPLY_CODES.CONSOLE_FORBIDDEN.code);
    }
    expect((await t.get(AUDIT, {}, staffA.opts)).body.code).toBe(REPLY_CODES.CONSOLE_FORBIDDEN.code);
  });

  it('lets an admin grant and revoke roles, each recorded with who did it', async () => {
    const person = await buyer(t);
    const needsEvent = await t.post(`${ROLES}/grant`, { email: person.user.email, role: 'organiser' }, admin.opts);
    expect(needsEvent.body.code).toBe(REPLY_CODES.CONSOLE_ROLE_NEEDS_EVENT.code);
    const nobody = await t.post(`${ROLES}/grant`, { email: 'nobody@example.com', role: 'support' }, admin.opts);
    expect(nobody.body.code).toBe(REPLY_CODES.CONSOLE_ACCOUNT_NOT_FOUND.code);
    const granted = await t.post(
      `${ROLES}/grant`,
      { email: person.user.email, role: 'organiser', eventId: eventB.id },
      admin.opts,
    );
    expect(granted.body.data).toEqual([
      expect.objectContaining({
        email: person.user.email,
        role: 'organiser',
        eventId: eventB.id,
        eventSlug: eventB.slug,
      }),
    ]);
    const theirs = await t.get(ME, {}, person.opts);
    expect(theirs.body.data.organiserOf).toEqual([eventB.id]);
    const listed = await t.get(ROLES, { eventId: eventB.id }, admin.opts);
    expect(listed.body.data.map((g: { email: string }) => g.email)).toContain(person.user.email);
    const revoked = await t.post(
      `${ROLES}/revoke`,
      { email: person.user.email, role: 'organiser', eventId: eventB.id },
      admin.opts,
    );
    expect(revoked.body.data).toEqual([]);
    const again = await t.post(
      `${ROLES}/revoke`,
      { email: person.user.email, role: 'organiser', eventId: eventB.id },
      admin.opts,
    );
    expect(again.body.code).toBe(REPLY_CODES.CONSOLE_ROLE_NOT_HELD.code);
    const log = await t.get(AUDIT, { q: person.user.email }, admin.opts);
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        actorKind: 'console',
        actor: admin.user.email,
        action: 'role.revoke',
        eventId: eventB.id,
      }),
      expect.objectContaining({
        action: 'role.grant',
        after: JSON.stringify({ role: 'organiser', eventId: eventB.id }),
      }),
    ]);
    // The organiser of event B sees event B's entries; the organiser of A sees none of them.
    const ofA = await t.get(AUDIT, { q: person.user.email }, organiserA.opts);
    expect(ofA.body.data.list).toEqual([]);
  });

  it('grants by ops too, through the same service, and records every ops command', async () => {
    const person = await buyer(t);
    const res = await t.ops('roles', 'grant', person.user.email, 'staff', '--event', eventA.slug);
    expectWithMessage(res.code, res.out).toBe(0);
    expect(res.out).toContain(`staff of ${eventA.slug}`);
    const refused = await t.ops('roles', 'grant', person.user.email, 'organiser');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('An organiser or staff role is given for one event');
    const listed = await t.ops('roles', 'list', '--event', eventA.slug);
    expect(listed.out).toContain(`${person.user.email}  staff of ${eventA.slug}`);
    const entries = await t.dataSource.manager.find(AuditEntry, { where: { actorKind: 'ops' }, order: { id: 'ASC' } });
    const actions = entries.map((e) => e.action);
    // The grant is recorded once, by the service, with its state; the list by the command line.
    expect(actions.filter((a) => a === 'role.grant')).toHaveLength(1);
    expect(actions).toContain('ops.roles.list');
    expect(actions).not.toContain('ops.roles.grant');
    expect(entries.every((e) => e.actor.startsWith('ops:'))).toBe(true);
  });

  it('refuses a role for a demo account in production', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const demo = await buyer(t, { email: `someone-${Date.now()}@fanpass.local` });
    config.env = 'production';
    try {
      await expect(
        t.app.get(RolesService).grant(
          { kind: 'ops', userId: null, label: 'ops:test' },
          {
            email: demo.user.email,
            role: 'admin',
          },
        ),
      ).rejects.toMatchObject({ entry: REPLY_CODES.CONSOLE_DEMO_ACCOUNT });
    } finally {
      config.env = 'test';
    }
  });

  it('never edits the audit log: no call changes it and its services only add and read', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await request(t.server)[method](AUDIT).set(t.signedHeaders({}, admin.opts));
      expect(res.status).toBe(404);
    }
    const post = await t.post(AUDIT, {}, admin.opts);
    expect(post.status).toBe(404);
    expect(Object.getOwnPropertyNames(AuditRepository.prototype).sort()).toEqual(['constructor', 'insert', 'search']);
    expect(Object.getOwnPropertyNames(AuditService.prototype).sort()).toEqual(['constructor', 'record', 'search']);
    const commands = await t.ops('audit');
    expect(commands.code).toBe(2);
  });
});
