import { formatMoney, LANGUAGES, type Language, type OrderAddressView, ROUTES, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { AlertsService } from '../alerts/index.js';
import { type MailMessage, Outbox } from '../outbox/index.js';
import { accountLanguage, type User, UsersRepository } from '../users/index.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';

/**
 * What the fan is told by e-mail: the order confirmed, shipped, delivered; written to the outbox
 * in the transaction of that step (one e-mail per order and step), in the account's language
 * (else the one the fan ordered in).
 */
@Injectable()
export class MerchMailer {
  private readonly logger = new Logger(MerchMailer.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly orders: MerchOrdersRepository,
    private readonly merch: MerchRepository,
    private readonly outbox: Outbox,
    private readonly alerts: AlertsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private link(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/merch-detail?orderNo=${encodeURIComponent(orderNo)}`;
  }

  private async owe(
    tx: EntityManager,
    order: MerchOrder,
    kind: 'paid' | 'shipped' | 'delivered',
    params: Record<string, string>,
  ): Promise<void> {
    const user = await this.users.findByIdInTx(tx, order.userId);
    if (!user) return;
    let message: MailMessage;
    try {
      message = this.render(order, user, kind, params);
    } catch (error) {
      // A step's e-mail that cannot be written (a damaged address) never stops the step (a payment).
      this.logger.error(`merch ${kind} e-mail for ${order.orderNo} cannot be written: ${String(error)}`);
      return;
    }
    await this.outbox.mail(tx, `merch:${order.orderNo}:${kind}`, message, user.id);
  }

  private render(
    order: MerchOrder,
    user: User,
    kind: 'paid' | 'shipped' | 'delivered',
    params: Record<string, string>,
  ): MailMessage {
    const orderedIn: Language = (LANGUAGES as readonly string[]).includes(order.lang)
      ? (order.lang as Language)
      : 'en_US';
    const lang = accountLanguage(user, orderedIn);
    const all = {
      orderNo: order.orderNo,
      link: this.link(order.orderNo),
      carrier: order.carrier ?? '',
      tracking: order.trackingNo ?? '',
      ...params,
    };
    const how =
      order.fulfilment === 'pickup'
        ? translate('merch.paidPickup', lang, { date: order.pickupDate ?? '', place: order.pickupPlace ?? '' })
        : translate('merch.paidDelivery', lang, { address: addressLine(order.address) });
    return {
      to: user.email,
      subject: translate(`merch.${kind}Subject`, lang, all),
      text: translate(`merch.${kind}Text`, lang, { ...all, how }),
    };
  }

  /** In the transaction that paid it: what was bought and what was paid. */
  async paid(tx: EntityManager, order: MerchOrder): Promise<void> {
    const items = await this.orders.itemsOf([order.id], tx);
    const products = await this.merch.findProducts([...new Set(items.map((i) => i.productId))], tx);
    const variants = await this.merch.findVariants([...new Set(items.map((i) => i.variantId))], tx);
    const line = items
      .map((i) => {
        const name = products.find((p) => p.id === i.productId)?.name ?? '';
        const label = variants.find((v) => v.id === i.variantId)?.label ?? '';
        return `${name} (${label}) × ${i.quantity}`;
      })
      .join(', ');
    return this.owe(tx, order, 'paid', { items: line, amount: `${formatMoney(order.amountDue)} ${order.currency}` });
  }

  /**
   * In the transaction that paid it (on its own or as a checkout's part): a pick-up order is ready,
   * its pick-up QR open in the app, on the day the fan chose; the fan's alert says so.
   */
  async ready(tx: EntityManager, order: MerchOrder): Promise<void> {
    if (order.fulfilment === 'pickup') {
      await this.alerts.notify(tx, order.userId, {
        kind: 'merchReady',
        key: `merch:${order.orderNo}:ready`,
        params: { orderNo: order.orderNo, date: order.pickupDate ?? '' },
        path: this.path(order.orderNo),
        ttlSeconds: 24 * 3600,
      });
    }
  }

  async shipped(tx: EntityManager, order: MerchOrder): Promise<void> {
    await this.owe(tx, order, 'shipped', {});
    await this.alerts.notify(tx, order.userId, {
      kind: 'merchShipped',
      key: `merch:${order.orderNo}:shipped`,
      params: { orderNo: order.orderNo },
      path: this.path(order.orderNo),
      ttlSeconds: 24 * 3600,
    });
  }

  private path(orderNo: string): string {
    return `${ROUTES.merchDetailPage}?orderNo=${encodeURIComponent(orderNo)}`;
  }

  delivered(tx: EntityManager, order: MerchOrder): Promise<void> {
    return this.owe(tx, order, 'delivered', {});
  }
}

function addressLine(json: string | null): string {
  if (!json) return '';
  const a = JSON.parse(json) as OrderAddressView;
  return [a.recipient, a.line1, a.line2, a.region, a.postcode, a.country].filter(Boolean).join(', ');
}
