import {
  formatMoney,
  isCheckoutNo,
  LANGUAGES,
  type Language,
  type OrderAddressView,
  translate,
} from '@fanpass/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { heldPayable } from '../held-orders/index.js';
import { MerchHolds } from '../merch/index.js';
import { EventsRepository } from '../events/index.js';
import { type MailMessage, Outbox } from '../outbox/index.js';
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
    private readonly events: EventsRepository,
    private readonly outbox: Outbox,
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

  /**
   * The one receipt e-mail, listing both parts: written to the outbox in the settling transaction
   * (`receipt:<checkoutNo>`). One that cannot be written is logged and left out, never failing
   * the payment.
   */
  async mailPaid(tx: EntityManager, payment: Payment): Promise<void> {
    const checkout = await this.checkouts.findById(payment.orderId, tx);
    const user = checkout && (await this.users.findByIdInTx(tx, checkout.userId));
    if (!checkout || !user) return;
    const parts = await this.checkouts.partsOf(checkout.id, tx);
    const tickets = parts.tickets ? await this.tickets.partLine(tx, parts.tickets.id) : null;
    const merchItems = parts.merch ? await this.merch.itemsLine(tx, parts.merch.id) : null;
    const merchEvent = parts.merch?.eventId ? await this.events.findEventInTx(tx, parts.merch.eventId) : null;
    let message: MailMessage;
    try {
      const paidIn: Language = (LANGUAGES as readonly string[]).includes(checkout.lang)
        ? (checkout.lang as Language)
        : 'en_US';
      const lang = accountLanguage(user, paidIn);
      const none = translate('tickets.checkoutReceiptNone', lang);
      const merch = parts.merch;
      const address = merch?.address ? (JSON.parse(merch.address) as OrderAddressView) : null;
      const params = {
        orderNo: checkout.orderNo,
        event: tickets?.event || merchEvent?.title || '',
        tickets: tickets?.items || none,
        merch: merchItems || none,
        amount: `${formatMoney(payment.amount)} ${payment.currency}`,
        method: methodName(payment, lang),
        how: !merch
          ? ''
          : merch.fulfilment === 'pickup'
            ? translate('merch.paidPickup', lang, { date: merch.pickupDate ?? '', place: merch.pickupPlace ?? '' })
            : translate('merch.paidDelivery', lang, {
                address: [address?.recipient, address?.line1].filter(Boolean).join(', '),
              }),
        link: this.resultUrl(checkout.orderNo),
      };
      message = {
        to: user.email,
        subject: translate('tickets.checkoutReceiptSubject', lang, params),
        text: translate('tickets.checkoutReceiptText', lang, params),
      };
    } catch (error) {
      this.logger.error(`checkout receipt for ${payment.orderNo} cannot be written: ${String(error)}`);
      return;
    }
    await this.outbox.mail(tx, `receipt:${checkout.orderNo}`, message, user.id);
  }

  resultUrl(orderNo: string): string {
    return `${this.config.publicApiUrl}/#/payment/result?orderNo=${encodeURIComponent(orderNo)}`;
  }
}
