import { REPLY_CODES } from '@fanpass/contracts';
import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import { TransactionRunner } from '../../src/database/transaction.js';
import type { EventRow } from '../../src/modules/events/entities/event.entity.js';
import { MerchOrder } from '../../src/modules/merch/entities/merch-order.entity.js';
import { MerchProduct } from '../../src/modules/merch/entities/merch-product.entity.js';
import { MerchVariant } from '../../src/modules/merch/entities/merch-variant.entity.js';
import type { MerchInput } from '../../src/modules/merch/merch-import.js';
import { MerchPaymentPurpose } from '../../src/modules/merch/merch-payment.js';
import { MerchService } from '../../src/modules/merch/merch.service.js';
import type { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import type { TestApp } from './test-app.js';
import type { Buyer } from './tickets-fixtures.js';

export const MERCH_ORDER = '/fanapih5/merchOrder/create';

/** A merch item imported the way `pnpm ops merch import` does; answers it with its variants. */
export async function createMerch(
  t: TestApp,
  overrides: Partial<MerchInput> & { eventSlug?: string | null } = {},
): Promise<{ product: MerchProduct; variants: MerchVariant[] }> {
  const { eventSlug, ...rest } = overrides;
  const slug = rest.slug ?? `m-${randomBytes(4).toString('hex')}`;
  const day = new Date(t.clock.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const input: MerchInput = {
    slug,
    event: eventSlug ?? null,
    name: 'Tour T-shirt',
    description: 'Cotton',
    images: ['/img/tee.svg'],
    price: 350_00,
    currency: 'VND',
    access: 'public',
    desktopOnly: false,
    fulfilment: 'both',
    pickupDates: [day],
    pickupPlace: 'Gate 2 counter',
    perTicketLimit: 1,
    orderLimit: 5,
    sort: 0,
    variants: [
      { code: 's', label: 'S', stock: 10 },
      { code: 'm', label: 'M', stock: 3 },
    ],
    ...rest,
  };
  const result = await t.app
    .get(TransactionRunner)
    .withTransaction((tx) => t.app.get(MerchService).importItems(tx, [input]));
  expect(result.problems).toEqual([]);
  const product = await t.dataSource.manager.findOneByOrFail(MerchProduct, { slug });
  const variants = await t.dataSource.manager.find(MerchVariant, {
    where: { productId: product.id },
    order: { sort: 'ASC' },
  });
  return { product, variants };
}

export function variantRow(t: TestApp, id: number): Promise<MerchVariant> {
  return t.dataSource.manager.findOneByOrFail(MerchVariant, { id });
}

export function merchOrderRow(t: TestApp, orderNo: string): Promise<MerchOrder> {
  return t.dataSource.manager.findOneByOrFail(MerchOrder, { orderNo });
}

/** A saved shipping address of the fan; answers its id. */
export async function addressOf(t: TestApp, fan: Buyer): Promise<number> {
  const res = await t.post(
    '/fanapih5/address/create',
    { recipient: 'Chan Tai Man', areaCode: '853', phone: '66123456', country: 'MO', line1: 'Rua de Evora 12' },
    fan.opts,
  );
  expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
  return res.body.data.id as number;
}

/** Settles a held merch order as a successful charge does (the purpose's pay, in one transaction). */
export async function settleMerch(t: TestApp, orderNo: string): Promise<boolean> {
  const order = await merchOrderRow(t, orderNo);
  return t.app
    .get(TransactionRunner)
    .withTransaction((tx) => t.app.get(MerchPaymentPurpose).pay(tx, { orderId: order.id } as Payment, t.clock.now()));
}

export type { EventRow };
