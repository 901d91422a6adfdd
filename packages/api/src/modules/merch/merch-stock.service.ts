import type { ConsoleMerchStockView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import type { MerchProduct } from './entities/merch-product.entity.js';
import type { MerchVariant } from './entities/merch-variant.entity.js';
import { MerchRepository } from './merch.repository.js';

/** What a stock change did: done, no such variant, or refused below what is sold and held (`taken`). */
export type StockOutcome =
  | { outcome: 'done'; row: ConsoleMerchStockView }
  | { outcome: 'not-found' }
  | { outcome: 'below-taken'; taken: number };

function stockRow(product: MerchProduct, variant: MerchVariant, eventTitle: string | null): ConsoleMerchStockView {
  return {
    productId: product.id,
    productName: product.name,
    eventId: product.eventId,
    eventTitle,
    variantId: variant.id,
    variantCode: variant.code,
    variantLabel: variant.label,
    price: product.price,
    currency: product.currency,
    stock: variant.stock,
    sold: variant.sold,
    held: variant.held,
    left: Math.max(0, variant.stock - variant.sold - variant.held),
  };
}

/** Merch stock per variant, as the console and `ops merch stock` see and change it. */
@Injectable()
export class MerchStockService {
  constructor(
    private readonly merch: MerchRepository,
    private readonly events: EventsRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every variant of these events' items (undefined: all items, those without an event too). */
  async list(eventIds: number[] | undefined): Promise<ConsoleMerchStockView[]> {
    const { products, variants } = await this.merch.stockOf(eventIds);
    const titles = await this.titles(products);
    return products.flatMap((p) =>
      variants.filter((v) => v.productId === p.id).map((v) => stockRow(p, v, titles.get(p.eventId ?? 0) ?? null)),
    );
  }

  /** The product a variant belongs to (the console checks the caller's role for its event first). */
  async productOf(variantId: number): Promise<MerchProduct | null> {
    const variant = await this.merch.findVariant(variantId);
    return variant && this.merch.findProduct(variant.productId);
  }

  /** The variant of an item by the item's slug and the variant's code (the command line names them so). */
  variantByCode(slug: string, code: string): Promise<MerchVariant | null> {
    return this.merch.findVariantByCode(slug, code);
  }

  /**
   * Raises or lowers a variant's stock (every unit: left, sold and held) by one conditional
   * UPDATE that refuses to go below what is sold and held, recorded with before and after in
   * the same transaction.
   */
  async setStock(actor: Actor, variantId: number, stock: number): Promise<StockOutcome> {
    const result = await this.transactions.withTransaction(async (tx) => {
      const before = await this.merch.findVariant(variantId, tx);
      const product = before && (await this.merch.findProduct(before.productId, tx));
      if (!before || !product) return { outcome: 'not-found' as const };
      if (!(await this.merch.setStock(tx, variantId, stock, this.clock.now()))) {
        const now = (await this.merch.findVariant(variantId, tx))!;
        return { outcome: 'below-taken' as const, taken: now.sold + now.held };
      }
      const after = (await this.merch.findVariant(variantId, tx))!;
      await this.audit.record(tx, actor, 'merch.stock', {
        eventId: product.eventId,
        target: `${product.slug}/${after.code}`,
        before: { stock: before.stock, sold: before.sold, held: before.held },
        after: { stock: after.stock, sold: after.sold, held: after.held },
      });
      return { outcome: 'done' as const, product, after };
    });
    if (result.outcome !== 'done') return result;
    const titles = await this.titles([result.product]);
    return {
      outcome: 'done',
      row: stockRow(result.product, result.after, titles.get(result.product.eventId ?? 0) ?? null),
    };
  }

  private async titles(products: MerchProduct[]): Promise<Map<number, string>> {
    const ids = [...new Set(products.map((p) => p.eventId).filter((id): id is number => id !== null))];
    return new Map((await this.events.findEvents(ids)).map((e) => [e.id, e.title]));
  }
}
