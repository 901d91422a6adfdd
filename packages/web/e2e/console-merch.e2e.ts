import { createFanpassClient } from '@fanpass/contracts';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { outbox } from './support/accounts';
import { DESKTOP, chromiumPerFile, reviewShot } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, signIn } from './support/tickets';

/**
 * The console's Merch section (issue 47) at 1280×800: the demo organiser of the Summer Live event
 * sees its merch stock, ships a fan's paid delivery order of the event's T-shirt with a carrier
 * and a tracking number (the fan is e-mailed), and the order leaves the to-ship list; then finds a
 * pick-up order, makes it ready and hands it over. axe checks each tab.
 */

const ORGANISER = { email: 'organiser@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const openContext = chromiumPerFile();
// A server of its own: the fan's order and the organiser's shipping change its records.
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

/**
 * A paid order of the demo T-shirt (delivered, or picked up on its first day), placed through the
 * API as the fan's phone would: an address, a hold, and a voucher worth the whole price (a
 * discount that leaves nothing to pay pays the order at once).
 */
async function paidOrder(fulfilment: 'delivery' | 'pickup'): Promise<string> {
  const code = `E2E-${fulfilment.toUpperCase()}`;
  const client = createFanpassClient({
    baseUrl: server().url,
    platform: 'H5',
    key: 'fanpass-dev-h5-key',
    language: 'en_US',
  });
  const login = await client.call('POST /userInfo/loginByEmail', { email: FAN.email, password: FAN.password });
  client.setLogin({ token: login.token!, uuid: login.uuid });
  const tees = await client.call('GET /merch/list', { pageSize: 50 });
  const tee = tees.list.find((item) => item.slug === 'demo-summer-tee')!;
  await ops(
    server().databaseUrl,
    'voucher',
    'grant',
    FAN.email,
    JSON.stringify({ kind: 'fixed', value: tee.price, scope: 'merch', validDays: 30, code }),
  );
  const address = await client.call('POST /address/create', {
    recipient: 'Chan Tai Man',
    areaCode: '853',
    phone: '66123456',
    country: 'MO',
    line1: 'Rua de Evora 12',
  });
  const items = [{ variantId: tee.variants[0]!.id, quantity: 1 }];
  const order = await client.call(
    'POST /merchOrder/create',
    fulfilment === 'delivery'
      ? { items, fulfilment, addressId: address.id }
      : { items, fulfilment, pickupDate: tee.pickupDates[0]! },
  );
  const discounts = await client.call('GET /order/discounts', { orderNo: order.orderNo });
  const voucher = discounts.vouchers.find((v) => v.code === code)!;
  const applied = await client.call('POST /order/applyDiscount', {
    orderNo: order.orderNo,
    voucherId: voucher.id,
    fanCoin: 0,
  });
  expect(applied.orderStatus).toBe('paid');
  return order.orderNo;
}

async function consolePage(route: string): Promise<Page> {
  const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, route, ORGANISER);
  return page;
}

describe('console merch', () => {
  it('an organiser sees the stock, ships a paid order with carrier and tracking (it leaves the list), hands a pick-up over', async () => {
    const orderNo = await paidOrder('delivery');
    const pickup = await paidOrder('pickup');
    const page = await consolePage('/console/merch');
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: 'Merch' }).waitFor();
    await page.getByRole('heading', { name: 'Merch', level: 1 }).waitFor();

    // Stock: the event's T-shirt, one of its first size sold.
    await page.getByRole('heading', { name: 'Stock', level: 2 }).waitFor();
    const tee = page.getByRole('row').filter({ hasText: 'Summer Live Tour T-shirt' }).first();
    await tee.waitFor();
    expect(await tee.getByRole('cell').nth(2).textContent()).toBe('Summer Live Concert');
    await expectNoSeriousA11yViolations(page, 'console merch stock');
    await reviewShot(page, 'console-merch-stock');

    const tabs = page.getByRole('navigation', { name: 'Merch sections' });
    await tabs.getByRole('link', { name: 'To ship' }).click();
    await page.getByRole('heading', { name: 'To ship', level: 2 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rua de Evora 12');
    await expectNoSeriousA11yViolations(page, 'console merch to ship');
    await reviewShot(page, 'console-merch-to-ship');
    await row.getByLabel('Carrier').fill('SF Express');
    await row.getByLabel('Tracking number').fill('SF1234567890');
    await row.getByRole('button', { name: 'Mark shipped' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${orderNo} shipped with SF Express SF1234567890; the fan was told.` })
      .waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: orderNo }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'console merch shipped');

    const [mail] = await outbox(server().url, FAN.email);
    expect(mail!.subject).toBe(`Your merch order ${orderNo} is on its way`);
    expect(mail!.text).toContain('SF1234567890');

    // Pick-up: found by its number, made ready, then handed over.
    await tabs.getByRole('link', { name: 'Pick-up' }).click();
    await page.getByRole('heading', { name: 'Pick-up', level: 2 }).waitFor();
    await page.getByLabel('Find an order (number, buyer or e-mail)').fill(pickup.slice(-6).toLowerCase());
    const counter = page.getByRole('row').filter({ hasText: pickup });
    await counter.getByText('Not ready yet').waitFor();
    await expectNoSeriousA11yViolations(page, 'console merch pick-up');
    await counter.getByRole('button', { name: `Mark ready ${pickup}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${pickup} is ready for pick-up.` })
      .waitFor();
    await expect.poll(() => counter.getByRole('button', { name: `Mark ready ${pickup}` }).count()).toBe(0);
    await counter.getByRole('button', { name: `Mark collected ${pickup}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${pickup} was collected.` })
      .waitFor();
    await page.getByText('No pick-up orders waiting.').waitFor();
    await expectNoSeriousA11yViolations(page, 'console merch collected');
  });
});
