import { formatMoney, LANGUAGES, type Language, type OrderAddressView, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, MAIL_SENDER } from '../../infra/tokens.js';
import type { MailSender } from '../outbox/index.js';
import { UsersRepository } from '../users/index.js';
import type { MerchOrder } from './entities/merch-order.entity.js';

/** What the fan is told by e-mail: the order confirmed, shipped, delivered. Failures are logged, never thrown. */
@Injectable()
export class MerchMailer {
  private readonly logger = new Logger(MerchMailer.name);

  constructor(
    private readonly users: UsersRepository,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private link(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/merch-detail?orderNo=${encodeURIComponent(orderNo)}`;
  }

  private async send(order: MerchOrder, kind: 'paid' | 'shipped' | 'delivered', params: Record<string, string>) {
    try {
      const user = await this.users.findById(order.userId);
      if (!user) return;
      const lang: Language = (LANGUAGES as readonly string[]).includes(order.lang) ? (order.lang as Language) : 'en_US';
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
      await this.mail.send({
        to: user.email,
        subject: translate(`merch.${kind}Subject`, lang, all),
        text: translate(`merch.${kind}Text`, lang, { ...all, how }),
      });
    } catch (error) {
      this.logger.error(`merch ${kind} e-mail for ${order.orderNo} failed: ${String(error)}`);
    }
  }

  paid(order: MerchOrder, items: string): Promise<void> {
    return this.send(order, 'paid', { items, amount: `${formatMoney(order.amountDue)} ${order.currency}` });
  }

  shipped(order: MerchOrder): Promise<void> {
    return this.send(order, 'shipped', {});
  }

  delivered(order: MerchOrder): Promise<void> {
    return this.send(order, 'delivered', {});
  }
}

function addressLine(json: string | null): string {
  if (!json) return '';
  const a = JSON.parse(json) as OrderAddressView;
  return [a.recipient, a.line1, a.line2, a.region, a.postcode, a.country].filter(Boolean).join(', ');
}
