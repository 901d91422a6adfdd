import type { ConsoleRole } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import { refusal, Unit } from '../../testing/unit.js';
import { AuditEntry } from '../audit/index.js';
import { MerchService, MerchVariant } from '../merch/index.js';
import { PaymentsModule } from '../payments/index.js';
import { ConsoleAccess } from '../roles/index.js';
import { ConsoleMerchService } from './console-merch.service.js';
import { ConsoleModule } from './console.module.js';

/** An account's console access: platform roles, and [role, eventId] pairs. */
function access(platform: ConsoleRole[], ...events: [ConsoleRole, number][]): ConsoleAccess {
  const byEvent = new Map<number, Set<ConsoleRole>>();
  for (const [role, eventId] of events) byEvent.set(eventId, new Set([...(byEvent.get(eventId) ?? []), role]));
  return new ConsoleAccess(1, 'someone@example.com', new Set(platform), byEvent);
}

describe('ConsoleMerchService', () => {
  // The payments module is global in the app (merch registers its payment purpose with it).
  const unit = Unit.forSpec({
    imports: [PaymentsModule.register(loadConfig({ NODE_ENV: 'test' }).payments), ConsoleModule],
  });
  const service = unit.provider(ConsoleMerchService);

  /** A merch item with one variant of `stock` units (of event `eventId`, or the platform's), straight into the catalogue. */
  async function variant(eventId: number | null, stock: number): Promise<MerchVariant> {
    const slug = `item-${Math.random().toString(16).slice(2, 10)}`;
    await unit.get(TransactionRunner).withTransaction(async (tx) => {
      const result = await unit.get(MerchService).importItems(tx, [
        {
          slug,
          event: null,
          name: 'Cap',
          description: '',
          images: [],
          price: 100_00,
          currency: 'VND',
          access: 'public',
          desktopOnly: false,
          fulfilment: 'delivery',
          pickupDates: [],
          pickupPlace: null,
          perTicketLimit: 1,
          orderLimit: 5,
          sort: 0,
          variants: [{ code: 'one', label: 'One size', stock }],
        },
      ]);
      expect(result.problems).toEqual([]);
      // The import names events by slug; these tests only need the id on the row.
      if (eventId !== null) await tx.query('UPDATE merch_products SET event_id = ? WHERE slug = ?', [eventId, slug]);
    });
    const [row] = await unit.dataSource.query<{ id: number }[]>(
      'SELECT v.id FROM merch_variants v JOIN merch_products p ON p.id = v.product_id WHERE p.slug = ?',
      [slug],
    );
    return unit.dataSource.manager.findOneByOrFail(MerchVariant, { id: Number(row!.id) });
  }

  it('sets stock within what is sold and held, recording before and after', async () => {
    const cap = await variant(7, 10);
    await unit.dataSource.query('UPDATE merch_variants SET sold = 3, held = 2 WHERE id = ?', [cap.id]);
    const organiser = access([], ['organiser', 7]);

    expect(await service.setStock(organiser, cap.id, 5)).toMatchObject({ stock: 5, sold: 3, held: 2, left: 0 });
    const refused = await refusal(service.setStock(organiser, cap.id, 4), 'CONSOLE_STOCK_BELOW_TAKEN');
    expect(refused.params).toEqual({ stock: 4, taken: 5 });
    const [entry] = await unit.dataSource.manager.find(AuditEntry, { where: { action: 'merch.stock' } });
    expect(entry).toMatchObject({ actor: 'someone@example.com', eventId: 7 });
    expect(JSON.parse(entry!.before!)).toEqual({ stock: 10, sold: 3, held: 2 });
    expect(JSON.parse(entry!.after!)).toEqual({ stock: 5, sold: 3, held: 2 });
  });

  it("keeps an event's merch to its organiser and the platform's to admins", async () => {
    const theirs = await variant(7, 10);
    const platform = await variant(null, 10);
    await refusal(service.setStock(access([], ['organiser', 8]), theirs.id, 20), 'CONSOLE_EVENT_FORBIDDEN');
    await refusal(service.setStock(access([], ['staff', 7]), theirs.id, 20), 'CONSOLE_FORBIDDEN');
    await refusal(service.setStock(access([], ['organiser', 7]), platform.id, 20), 'CONSOLE_MERCH_PLATFORM_ONLY');
    await refusal(service.setStock(access(['support']), platform.id, 20), 'CONSOLE_MERCH_PLATFORM_ONLY');
    expect(await service.setStock(access(['admin']), platform.id, 20)).toMatchObject({ eventId: null, stock: 20 });
    await refusal(service.setStock(access(['admin']), 999_999, 1), 'MERCH_VARIANT_NOT_FOUND');

    // Lists: an organiser sees their events' merch only, an admin the platform's too.
    const mine = await service.stock(access([], ['organiser', 7]));
    expect(mine.map((r) => r.variantId)).toContain(theirs.id);
    expect(mine.map((r) => r.variantId)).not.toContain(platform.id);
    expect((await service.stock(access(['admin']))).map((r) => r.variantId)).toContain(platform.id);
    expect(await service.awaiting(access([], ['staff', 8]), 'pickup')).toEqual([]);
  });
});
