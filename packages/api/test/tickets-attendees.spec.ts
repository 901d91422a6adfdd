import { REPLY_CODES, translate } from '@fanpass/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedDemoEvents } from '../src/modules/events/demo-events.js';
import { EventRow } from '../src/modules/events/entities/event.entity.js';
import { runOpsCommand } from '../src/ops/cli.js';
import { TestApp } from './support/test-app.js';
import { buyer, createEvent } from './support/tickets-fixtures.js';

const person = {
  fullName: 'Chan Tai Man',
  idType: 'passport',
  idNumber: 'K1234567',
  areaCode: '853',
  phone: '66123456',
};

describe('tickets: real-name attendees, event import and demo catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, edits and deletes my attendees with the disclosure; others cannot touch them', async () => {
    const fan = await buyer(t);
    const created = await t.post('/fanapih5/attendee/create', person, fan.opts);
    expect(created.body.data).toMatchObject({ ...person, id: expect.any(Number) });
    const list = await t.get('/fanapih5/attendee/list', {}, { ...fan.opts, lang: 'en' });
    expect(list.body.data.disclosureKey).toBe('tickets.attendeeDisclosure');
    expect(list.body.data.disclosure).toMatch(/regulators, organisers, venues and ticket issuers/);
    expect(list.body.data.list).toHaveLength(1);
    const id = created.body.data.id as number;
    const edited = await t.post('/fanapih5/attendee/update', { ...person, id, fullName: 'Chan Siu Ming' }, fan.opts);
    expect(edited.body.data.fullName).toBe('Chan Siu Ming');
    const other = await buyer(t);
    expect((await t.post('/fanapih5/attendee/update', { ...person, id }, other.opts)).body.code).toBe(
      REPLY_CODES.ATTENDEE_NOT_FOUND.code,
    );
    expect((await t.post('/fanapih5/attendee/delete', { id }, other.opts)).body.code).toBe(
      REPLY_CODES.ATTENDEE_NOT_FOUND.code,
    );
    expect((await t.post('/fanapih5/attendee/delete', { id }, fan.opts)).body.data).toEqual({ id });
    expect((await t.get('/fanapih5/attendee/list', {}, fan.opts)).body.data.list).toHaveLength(0);
  });

  it('validates every field', async () => {
    const fan = await buyer(t);
    const bad = await t.post(
      '/fanapih5/attendee/create',
      { fullName: 'A', idType: 'library', idNumber: '!!', areaCode: '853', phone: '12' },
      fan.opts,
    );
    expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    const fields = (bad.body.data.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['fullName', 'idNumber', 'idType', 'phone']);
    const wrongPhone = await t.post('/fanapih5/attendee/create', { ...person, phone: '12345678' }, fan.opts);
    expect(wrongPhone.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    expect(wrongPhone.body.data.fields).toEqual([{ field: 'phone', message: 'Phone number must be valid.' }]);
  });

  it('accepts Macau and Hong Kong identity card numbers as printed and keeps them in one form', async () => {
    const fan = await buyer(t);
    const card = (idNumber: string) => ({ ...person, idType: 'idCard', idNumber });
    const cases: [string, string][] = [
      ['1234567(8)', '12345678'],
      [' 5123456 (0) ', '51234560'],
      ['A123456(7)', 'A1234567'],
      ['xy987654(a)', 'XY987654A'],
      // Full-width, as a Chinese keyboard types them.
      ['Ａ１２３４５６（７）', 'A1234567'],
    ];
    for (const [typed, kept] of cases) {
      const created = await t.post('/fanapih5/attendee/create', card(typed), fan.opts);
      expect(created.body).toMatchObject({ code: REPLY_CODES.SUCCESS.code, data: { idNumber: kept } });
    }
    const first = (await t.get('/fanapih5/attendee/list', {}, fan.opts)).body.data.list[0];
    const edited = await t.post('/fanapih5/attendee/update', { ...card('7654321 (0)'), id: first.id }, fan.opts);
    expect(edited.body.data.idNumber).toBe('76543210');

    // Brackets anywhere else are no ID number: the rule is said in the caller's language.
    for (const lang of ['en', 'zh-TW', 'th'] as const) {
      const bad = await t.post('/fanapih5/attendee/create', card('12(34)567'), { ...fan.opts, lang });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(bad.body.data.fields).toEqual([
        {
          field: 'idNumber',
          message: translate('tickets.idNumberRule', lang === 'en' ? 'en_US' : lang === 'zh-TW' ? 'zh_tw' : 'th'),
        },
      ]);
    }
    const english = await t.post('/fanapih5/attendee/create', card('1234567(89)'), { ...fan.opts, lang: 'en' });
    expect(english.body.data.fields[0].message).toBe(
      'Enter the ID number as printed: 4 to 30 letters or digits, e.g. 1234567(8) or A123456(7).',
    );
  });

  it('a real-name event needs one of my attendees per ticket', async () => {
    const { event, types } = await createEvent(t, { realNameRequired: true });
    const fan = await buyer(t);
    const a1 = (await t.post('/fanapih5/attendee/create', person, fan.opts)).body.data.id as number;
    const a2 = (await t.post('/fanapih5/attendee/create', { ...person, idNumber: 'K7654321' }, fan.opts)).body.data
      .id as number;
    const body = (attendeeIds?: number[]) => ({
      eventId: event.id,
      items: [{ ticketTypeId: types[0]!.id, quantity: 2 }],
      ...(attendeeIds ? { attendeeIds } : {}),
    });
    expect((await t.post('/fanapih5/order/create', body(), fan.opts)).body.code).toBe(
      REPLY_CODES.ATTENDEES_REQUIRED.code,
    );
    expect((await t.post('/fanapih5/order/create', body([a1, a1]), fan.opts)).body.code).toBe(
      REPLY_CODES.ATTENDEES_REQUIRED.code,
    );
    const other = await buyer(t);
    const foreign = (await t.post('/fanapih5/attendee/create', person, other.opts)).body.data.id as number;
    expect((await t.post('/fanapih5/order/create', body([a1, foreign]), fan.opts)).body.code).toBe(
      REPLY_CODES.ATTENDEE_NOT_FOUND.code,
    );
    const ok = await t.post('/fanapih5/order/create', body([a1, a2]), fan.opts);
    expect(ok.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(ok.body.data.attendees).toEqual([
      { fullName: 'Chan Tai Man', idType: 'passport', idNumber: '****4567' },
      { fullName: 'Chan Tai Man', idType: 'passport', idNumber: '****4321' },
    ]);
    const detail = await t.get('/fanapih5/event/detail', { id: event.id });
    expect(detail.body.data.attendeeDisclosureKey).toBe('tickets.attendeeDisclosure');
  });

  it('event import validates the whole file, then creates or updates by slug', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-import-'));
    // On the test's own app, parsed as the ops CLI parses `pnpm ops event import <file>`.
    const importer = (file: string, out: (line: string) => void) =>
      runOpsCommand(t.app, ['event', 'import', file], out);
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ events: [{ slug: 'Bad Slug', title: '', ticketTypes: [{ code: 'a', price: -1 }] }] }),
    );
    const lines: string[] = [];
    expect(await importer(bad, (l) => lines.push(l))).toBe(2);
    const text = lines.join('\n');
    for (const problem of [
      'slug',
      'title',
      'venue',
      'location',
      'startsAt',
      'endsAt',
      'ticketTypes[0].name',
      'ticketTypes[0].price',
      'ticketTypes[0].capacity',
    ]) {
      expect(text).toContain(`events[0].${problem}`);
    }
    const good = join(dir, 'good.json');
    const event = {
      slug: 'imported-show',
      title: 'Imported Show',
      about: 'From the organiser',
      venue: 'Hall',
      location: 'Macau',
      startsAt: '2030-05-01T12:00:00Z',
      endsAt: '2030-05-01T15:00:00Z',
      ticketTypes: [{ code: 'a', name: 'A', price: 100_000_00, capacity: 10 }],
    };
    writeFileSync(good, JSON.stringify([event]));
    expect(await importer(good, () => undefined)).toBe(0);
    writeFileSync(good, JSON.stringify([{ ...event, title: 'Renamed Show', ticketLimit: 2 }]));
    const out: string[] = [];
    expect(await importer(good, (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toMatch(/Updated 1: imported-show/);
    const rows = await t.dataSource.manager.findBy(EventRow, { slug: 'imported-show' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Renamed Show', ticketLimit: 2, currency: 'VND' });
  });

  it('the demo catalogue has an on-sale, a sold-out, a desktop-only and a real-name event in the future', async () => {
    await t.dataSource.transaction((tx) => seedDemoEvents(tx, t.clock.now()));
    const list = (await t.get('/fanapih5/event/list', { pageSize: 100 })).body.data.list as {
      slug: string;
      status: string;
      desktopOnly: boolean;
      realNameRequired: boolean;
      startsAt: number;
    }[];
    const demo = list.filter((e) => e.slug.startsWith('demo-'));
    expect(demo).toHaveLength(4);
    expect(demo.every((e) => e.startsAt > t.clock.now())).toBe(true);
    expect(demo.find((e) => e.slug === 'demo-summer-live')!.status).toBe('onSale');
    expect(demo.find((e) => e.slug === 'demo-sold-out-gala')!.status).toBe('soldOut');
    expect(demo.find((e) => e.slug === 'demo-desktop-festival')!.desktopOnly).toBe(true);
    expect(demo.find((e) => e.slug === 'demo-real-name-showcase')!.realNameRequired).toBe(true);
  });
});
