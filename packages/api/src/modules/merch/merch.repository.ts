import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { sqlOf } from '../../database/sql.js';
import { MerchProduct } from './entities/merch-product.entity.js';
import { MerchVariant } from './entities/merch-variant.entity.js';

/** What the catalogue list filters by. */
export interface MerchFilter {
  eventId?: number;
  access?: 'public' | 'holders';
  /** Only merch sold on its own (no event). */
  merchOnly?: boolean;
}

/** Products, variants and their stock; the per-ticket count of holder-only units. */
@Injectable()
export class MerchRepository extends TransactionalRepository {
  listProducts(filter: MerchFilter, skip: number, take: number): Promise<[MerchProduct[], number]> {
    const where: Record<string, unknown> = {};
    if (filter.merchOnly) where.eventId = IsNull();
    else if (filter.eventId) where.eventId = filter.eventId;
    if (filter.access) where.access = filter.access;
    return this.manager().findAndCount(MerchProduct, { where, order: { sort: 'ASC', id: 'ASC' }, skip, take });
  }

  findProduct(id: number, tx?: EntityManager): Promise<MerchProduct | null> {
    return this.manager(tx).findOneBy(MerchProduct, { id });
  }

  findProducts(ids: number[], tx?: EntityManager): Promise<MerchProduct[]> {
    return ids.length ? this.manager(tx).findBy(MerchProduct, { id: In(ids) }) : Promise.resolve([]);
  }

  findProductBySlug(tx: EntityManager, slug: string): Promise<MerchProduct | null> {
    return tx.findOneBy(MerchProduct, { slug });
  }

  variantsOf(productIds: number[], tx?: EntityManager): Promise<MerchVariant[]> {
    return productIds.length
      ? this.manager(tx).find(MerchVariant, {
          where: { productId: In(productIds) },
          order: { sort: 'ASC', id: 'ASC' },
        })
      : Promise.resolve([]);
  }

  findVariants(ids: number[], tx?: EntityManager): Promise<MerchVariant[]> {
    return ids.length ? this.manager(tx).findBy(MerchVariant, { id: In(ids) }) : Promise.resolve([]);
  }

  async insertProduct(tx: EntityManager, values: Omit<MerchProduct, 'id'>): Promise<number> {
    const result = await tx.insert(MerchProduct, values);
    return Number(result.identifiers[0]!.id);
  }

  async updateProduct(tx: EntityManager, id: number, values: Partial<MerchProduct>): Promise<void> {
    await tx.update(MerchProduct, { id }, values);
  }

  async insertVariant(tx: EntityManager, values: Omit<MerchVariant, 'id' | 'held' | 'sold'>): Promise<void> {
    await tx.insert(MerchVariant, { ...values, held: 0, sold: 0 });
  }

  /** Renames a variant and sets its stock unless that falls below what is held and sold. */
  async updateVariant(
    tx: EntityManager,
    id: number,
    values: { label: string; stock: number; sort: number },
    now: number,
  ): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET label = ?, stock = ?, sort = ?, updated_at = ? WHERE id = ? AND held + sold <= ?',
      [values.label, values.stock, values.sort, now, id, values.stock],
      tx,
    );
    return result.affected === 1;
  }

  /**
   * Products of these events (undefined: every product, those without an event too), with
   * their variants: the console's stock list.
   */
  async stockOf(eventIds: number[] | undefined): Promise<{ products: MerchProduct[]; variants: MerchVariant[] }> {
    if (eventIds && !eventIds.length) return { products: [], variants: [] };
    const products = await this.manager().find(MerchProduct, {
      where: eventIds ? { eventId: In(eventIds) } : {},
      order: { eventId: 'ASC', sort: 'ASC', id: 'ASC' },
    });
    return { products, variants: await this.variantsOf(products.map((p) => p.id)) };
  }

  async findVariantByCode(slug: string, code: string): Promise<MerchVariant | null> {
    const product = await this.manager().findOneBy(MerchProduct, { slug });
    return product && this.manager().findOneBy(MerchVariant, { productId: product.id, code });
  }

  findVariant(id: number, tx?: EntityManager): Promise<MerchVariant | null> {
    return this.manager(tx).findOneBy(MerchVariant, { id });
  }

  /** Sets a variant's stock unless that falls below what is held and sold (the one statement that decides). */
  async setStock(tx: EntityManager, id: number, stock: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET stock = ?, updated_at = ? WHERE id = ? AND held + sold <= ?',
      [stock, now, id, stock],
      tx,
    );
    return result.affected === 1;
  }

  /** Holds n units unless fewer are free: the one statement that decides a sale. */
  async hold(tx: EntityManager, variantId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET held = held + ?, updated_at = ? WHERE id = ? AND sold + held + ? <= stock',
      [n, now, variantId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Gives n held units back to sale. */
  async release(tx: EntityManager, variantId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET held = held - ?, updated_at = ? WHERE id = ? AND held >= ?',
      [n, now, variantId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Turns n held units into sold ones (the order was paid). */
  async sell(tx: EntityManager, variantId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET held = held - ?, sold = sold + ?, updated_at = ? WHERE id = ? AND held >= ?',
      [n, n, now, variantId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Gives n sold units back to sale (a refunded order). */
  async unsell(tx: EntityManager, variantId: number, n: number, now: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_variants SET sold = sold - ?, updated_at = ? WHERE id = ? AND sold >= ?',
      [n, now, variantId, n],
      tx,
    );
    return result.affected === 1;
  }

  /**
   * Counts n holder-only units against a ticket unless that passes the item's allowance. The row
   * is made sure of first (ON DUPLICATE KEY UPDATE locks it exclusively on MySQL; see
   * OrdersRepository.countUp), then one conditional UPDATE decides.
   */
  async ticketCountUp(tx: EntityManager, ticketId: number, productId: number, n: number, limit: number) {
    const sql = sqlOf(this.dataSource);
    await sql.run(
      sql.mysql
        ? 'INSERT INTO merch_ticket_counters (ticket_id, product_id, bought) VALUES (?, ?, 0) ON DUPLICATE KEY UPDATE bought = bought'
        : 'INSERT OR IGNORE INTO merch_ticket_counters (ticket_id, product_id, bought) VALUES (?, ?, 0)',
      [ticketId, productId],
      tx,
    );
    const result = await sql.run(
      'UPDATE merch_ticket_counters SET bought = bought + ? WHERE ticket_id = ? AND product_id = ? AND bought + ? <= ?',
      [n, ticketId, productId, n, limit],
      tx,
    );
    return result.affected === 1;
  }

  async ticketCountDown(tx: EntityManager, ticketId: number, productId: number, n: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE merch_ticket_counters SET bought = bought - ? WHERE ticket_id = ? AND product_id = ? AND bought >= ?',
      [n, ticketId, productId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Units already counted against a ticket for an item (a hint; ticketCountUp decides). */
  async ticketCount(ticketId: number, productId: number): Promise<number> {
    const [row] = await sqlOf(this.dataSource).rows<{ bought: unknown }>(
      'SELECT bought FROM merch_ticket_counters WHERE ticket_id = ? AND product_id = ?',
      [ticketId, productId],
    );
    return row ? Number(row.bought) : 0;
  }
}
