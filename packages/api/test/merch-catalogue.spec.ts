import { REPLY_CODES } from '@fanpass/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedDemoData } from '../src/app/seed.js';
import { MerchProduct } from '../src/modules/merch/entities/merch-product.entity.js';
import { createMerch } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { createEvent } from './support/tickets-fixtures.js';

describe('merch: catalogue, import and demo items', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'merch-'));
  const file = (name: string, content: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists all, by event, holder-only and merch-only items; detail has exact availability (public calls)', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug, name: 'Tee' });
    const holders = await createMerch(t, { eventSlug: event.slug, access: 'holders', name: 'Lightstick' });
    const poster = await createMerch(t, { name: 'Poster', variants: [{ code: 'std', label: 'A2', stock: 0 }] });

    const byEvent = await t.get('/fanapih5/merch/list', { eventId: event.id });
    expect(byEvent.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(byEvent.body.data.list.map((p: { id: number }) => p.id).sort()).toEqual(
      [tee.product.id, holders.product.id].sort(),
    );
    const onlyHolders = await t.get('/fanapih5/merch/list', { eventId: event.id, access: 'holders' });
    expect(onlyHolders.body.data.list.map((p: { name: string }) => p.name)).toEqual(['Lightstick']);
    const merchOnly = await t.get('/fanapih5/merch/list', { merchOnly: true, pageSize: 100 });
    const names = merchOnly.body.data.list.map((p: { name: string }) => p.name);
    expect(names).toContain('Poster');
    expect(names).not.toContain('Tee');
    const all = await t.get('/fanapih5/merch/list', { pageSize: 100 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);

    const detail = await t.get('/fanapih5/merch/detail', { id: tee.product.id });
    expect(detail.body.data).toMatchObject({
      name: 'Tee',
      event: { id: event.id, title: event.title },
      access: 'public',
      fulfilment: 'both',
      available: 13,
      soldOut: false,
      variants: [
        { label: 'S', available: 10 },
        { label: 'M', available: 3 },
      ],
    });
    const soldOut = await t.get('/fanapih5/merch/detail', { id: poster.product.id });
    expect(soldOut.body.data).toMatchObject({ soldOut: true, available: 0, event: null });
    const missing = await t.get('/fanapih5/merch/detail', { id: 999999 }, { lang: 'en-US' });
    expect(missing.body).toMatchObject({ code: REPLY_CODES.MERCH_NOT_FOUND.code, msg: 'This item does not exist.' });
  });

  it('ops merch import creates then updates by slug and lists every problem with its place', async () => {
    const { event } = await createEvent(t);
    const item = {
      slug: 'import-hoodie',
      event: event.slug,
      name: 'Hoodie',
      price: 500_00,
      fulfilment: 'delivery',
      variants: [
        { code: 'm', label: 'M', stock: 5 },
        { code: 'l', label: 'L', stock: 5 },
      ],
    };
    const created = await t.ops('merch', 'import', file('ok.json', { items: [item] }));
    expect(created.out).toContain('Created 1: import-hoodie');
    expect(created.code).toBe(0);
    const updated = await t.ops(
      'merch',
      'import',
      file('upd.json', [{ ...item, name: 'Hoodie v2', variants: [{ code: 'm', label: 'M', stock: 9 }] }]),
    );
    expect(updated.out).toContain('Updated 1: import-hoodie');
    const row = await t.dataSource.manager.findOneByOrFail(MerchProduct, { slug: 'import-hoodie' });
    expect(row.name).toBe('Hoodie v2');
    const detail = await t.get('/fanapih5/merch/detail', { id: row.id });
    expect(detail.body.data.variants).toEqual([
      expect.objectContaining({ code: 'm', available: 9 }),
      expect.objectContaining({ code: 'l', available: 5 }),
    ]);

    const bad = await t.ops(
      'merch',
      'import',
      file('bad.json', {
        items: [
          { slug: 'Bad Slug', name: '', price: -1, variants: [{ code: 'm', label: 'M', stock: -2 }] },
          { slug: 'x-holders', access: 'holders', fulfilment: 'pickup', price: 1, name: 'X', variants: [] },
        ],
      }),
    );
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('items[0].slug: lower-case letters');
    expect(bad.out).toContain('items[0].name: is required');
    expect(bad.out).toContain('items[0].price: must be a whole number');
    expect(bad.out).toContain('items[0].variants[0].stock: must be a whole number');
    expect(bad.out).toContain('items[1].access: a holders-only item needs its event');
    expect(bad.out).toContain('items[1].pickupDates: pick-up needs at least one date');
    expect(bad.out).toContain('items[1].pickupPlace: pick-up needs a place');
    expect(bad.out).toContain('items[1].variants: needs at least one variant');

    const unknownEvent = await t.ops('merch', 'import', file('ev.json', [{ ...item, slug: 'y', event: 'no-such' }]));
    expect(unknownEvent.code).toBe(2);
    expect(unknownEvent.out).toContain('items[0].event: no event with the slug no-such');
    expect(await t.dataSource.manager.findOneBy(MerchProduct, { slug: 'y' })).toBeNull();
    expect((await t.ops('merch', 'import', file('junk.json', '{nope'))).out).toContain('Cannot read');
  });

  it('the demo seed has public items, a holder-only item on the on-sale event, a desktop-only one, sizes and a sold-out one', async () => {
    const demo = await TestApp.start();
    try {
      await seedDemoData(demo.dataSource, demo.clock.now());
      const list = (await demo.get('/fanapih5/merch/list', { pageSize: 50 })).body.data.list as {
        slug: string;
        access: string;
        desktopOnly: boolean;
        soldOut: boolean;
        event: { title: string } | null;
        variants: { label: string }[];
      }[];
      const by = (slug: string) => list.find((p) => p.slug === slug)!;
      expect(by('demo-summer-tee').variants.map((v) => v.label)).toEqual(['S', 'M', 'L', 'XL']);
      expect(by('demo-summer-lightstick')).toMatchObject({
        access: 'holders',
        event: { title: 'Summer Live Concert' },
      });
      expect(by('demo-harbour-hoodie').desktopOnly).toBe(true);
      expect(by('demo-gala-cap').soldOut).toBe(true);
      expect(by('demo-fanpass-poster')).toMatchObject({ access: 'public', event: null });
    } finally {
      await demo.close();
    }
  });
});
