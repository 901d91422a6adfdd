import { type MerchPage, type MerchProductView, PAGE_SIZE } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import type { MerchInput } from './merch-import.js';
import { MerchRepository, type MerchFilter } from './merch.repository.js';
import { productView } from './merch-views.js';

/** What an import did: slugs created and updated, or the problems that stopped it. */
export interface MerchImportResult {
  created: string[];
  updated: string[];
  problems: string[];
}

/** The merch catalogue: list, detail, and the organisers' import. */
@Injectable()
export class MerchService {
  constructor(
    private readonly merch: MerchRepository,
    private readonly events: EventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(filter: MerchFilter, page = 1, pageSize: number = PAGE_SIZE.default): Promise<MerchPage> {
    const [products, total] = await this.merch.listProducts(filter, (page - 1) * pageSize, pageSize);
    const variants = await this.merch.variantsOf(products.map((p) => p.id));
    const events = await this.events.findEvents([
      ...new Set(products.map((p) => p.eventId).filter((id): id is number => id !== null)),
    ]);
    return {
      list: products.map((p) =>
        productView(
          p,
          variants,
          events.find((e) => e.id === p.eventId),
        ),
      ),
      total,
      page,
      pageSize,
    };
  }

  async detail(id: number): Promise<MerchProductView> {
    const product = await this.merch.findProduct(id);
    if (!product) throw new AppError('MERCH_NOT_FOUND');
    const variants = await this.merch.variantsOf([id]);
    const event = product.eventId ? ((await this.events.findEvent(product.eventId)) ?? undefined) : undefined;
    return productView(product, variants, event);
  }

  /**
   * Creates or updates items by slug (variants by code) in the caller's transaction. A stock
   * below what is already held and sold, or an unknown event, is a problem; the caller rolls
   * back when there are any.
   */
  async importItems(tx: EntityManager, items: MerchInput[]): Promise<MerchImportResult> {
    const now = this.clock.now();
    const result: MerchImportResult = { created: [], updated: [], problems: [] };
    for (const [index, item] of items.entries()) {
      const at = `items[${index}]`;
      let eventId: number | null = null;
      if (item.event) {
        const event = await this.events.findEventBySlug(item.event, tx);
        if (!event) {
          result.problems.push(`${at}.event: no event with the slug ${item.event}`);
          continue;
        }
        eventId = event.id;
      }
      const values = {
        slug: item.slug,
        eventId,
        name: item.name,
        description: item.description,
        images: JSON.stringify(item.images),
        price: item.price,
        currency: item.currency,
        access: item.access,
        desktopOnly: item.desktopOnly,
        fulfilment: item.fulfilment,
        pickupDates: JSON.stringify(item.pickupDates),
        pickupPlace: item.pickupPlace,
        perTicketLimit: item.perTicketLimit,
        orderLimit: item.orderLimit,
        sort: item.sort,
        updatedAt: now,
      };
      const existing = await this.merch.findProductBySlug(tx, item.slug);
      let productId: number;
      if (existing) {
        productId = existing.id;
        await this.merch.updateProduct(tx, productId, values);
        result.updated.push(item.slug);
      } else {
        productId = await this.merch.insertProduct(tx, { ...values, createdAt: now });
        result.created.push(item.slug);
      }
      const variants = existing ? await this.merch.variantsOf([productId], tx) : [];
      for (const [i, v] of item.variants.entries()) {
        const found = variants.find((row) => row.code === v.code);
        if (!found) {
          await this.merch.insertVariant(tx, {
            productId,
            code: v.code,
            label: v.label,
            stock: v.stock,
            sort: i,
            updatedAt: now,
          });
        } else if (!(await this.merch.updateVariant(tx, found.id, { label: v.label, stock: v.stock, sort: i }, now))) {
          result.problems.push(
            `${at}.variants[${i}].stock: ${v.stock} is below the ${found.held + found.sold} already held or sold`,
          );
        }
      }
    }
    return result;
  }
}
