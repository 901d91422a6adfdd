import { formatMoney, isCheckoutNo, LANGUAGES, type Language, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, MAIL_SENDER } from '../../infra/tokens.js';
import { heldPayable } from '../held-orders/index.js';
import { MerchHolds } from '../merch/index.js';
import type { MailSender } from '../outbox/index.js';
import {
  methodName,
  type PayableOrder,
  type Payment,
  type PaymentPurpose,
  PaymentPurposes,
  TicketPurpose,
} from '../payments/index.js';
import type { AuthUser } from '../sessions/index.js';
import { accountLanguage, UsersRepository } from '../users/index.js';
import { CheckoutsRepository } from './checkouts.repository.js';
import { CheckoutsService } from './checkouts.service.js';

/**
 * The 'checkout' payment purpose: one payment (any provider and method, the wallet too) of a
 * checkout (`C…`) pays both parts in the settling transaction — the checkout held -> paid while
 * still due the payment's amount, the ticket part's seats sold and its tickets issued, the merch
 * part's units sold — or none of it. A checkout whose hold already ended gave its seats and stock
 * back: a late charge for it is refunded, never revived.
 */
@Injectable()
export class CheckoutPaymentPurpose implements PaymentPurpose, OnModuleInit {
  readonly name = 'checkout';
  private readonly logger = new Logger(CheckoutPaymentPurpose.name);

  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly service: CheckoutsService,
    private readonly tickets: TicketPurpose,
    private readonly merch: MerchHolds,
    private readonly purposes: PaymentPurposes,
    private readonly users: UsersRepository,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.purposes.register(this);
  }

  owns(orderNo: string): boolean {
    return isCheckoutNo(orderNo);
  }

  async payable(user: AuthUser, orderNo: string): Promise<PayableOrder> {
    return { purpose: this.name, ...heldPayable(await this.service.mine(user, orderNo)) };
  }

  async pay(tx: EntityManager, payment: Payment, now: number): Promise<boolean> {
    const paid = { paidAt: now, updatedAt: now };
    if (!(await this.checkouts.transition(tx, payment.orderId, 'held', 'paid', paid, { amountDue: payment.amount }))) {
      return false;
    }
    const parts = await this.checkouts.partsOf(payment.orderId, tx);
    if (parts.tickets && !(await this.tickets.payPart(tx, parts.tickets.id, now))) {
      throw new Error(`ticket part ${parts.tickets.orderNo} of checkout ${payment.orderNo} was not held`);
    }
    if (parts.merch && !(await this.merch.payPart(tx, parts.merch.id, now))) {
      throw new Error(`merch part ${parts.merch.orderNo} of checkout ${payment.orderNo} was not held`);
    }
    return true;
  }

  /** The one receipt e-mail, listing both parts (after the commit; a failure is logged). */
  async afterPaid(payment: Payment): Promise<void> {
    try {
      const checkout = await this.checkouts.findById(payment.orderId);
      const user = checkout && (await this.users.findById(checkout.userId));
      if (!checkout || !user) return;
      const view = await this.service.view(checkout);
      const paidIn: Language = (LANGUAGES as readonly string[]).includes(checkout.lang)
        ? (checkout.lang as Language)
        : 'en_US';
      const lang = accountLanguage(user, paidIn);
      const none = translate('tickets.checkoutReceiptNone', lang);
      const merch = view.merch;
      const params = {
        orderNo: checkout.orderNo,
        event: view.tickets?.event.title ?? merch?.event?.title ?? '',
        tickets: view.tickets?.items.map((i) => `${i.name} × ${i.quantity}`).join(', ') || none,
        merch: merch?.items.map((i) => `${i.name} (${i.variantLabel}) × ${i.quantity}`).join(', ') || none,
        amount: `${formatMoney(payment.amount)} ${payment.currency}`,
        method: methodName(payment, lang),
        how: !merch
          ? ''
          : merch.fulfilment === 'pickup'
            ? translate('merch.paidPickup', lang, { date: merch.pickupDate ?? '', place: merch.pickupPlace ?? '' })
            : translate('merch.paidDelivery', lang, {
                address: [merch.address?.recipient, merch.address?.line1].filter(Boolean).join(', '),
              }),
        link: this.resultUrl(checkout.orderNo),
      };
      await this.mail.send({
        to: user.email,
        subject: translate('tickets.checkoutReceiptSubject', lang, params),
        text: translate('tickets.checkoutReceiptText', lang, params),
      });
    } catch (error) {
      this.logger.error(`checkout receipt for ${payment.orderNo} failed: ${String(error)}`);
    }
  }

  resultUrl(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(orderNo)}`;
  }
}
