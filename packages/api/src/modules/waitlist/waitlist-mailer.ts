import { LANGUAGES, type Language, translate } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fanTime, orderPageUrl } from '../../common/i18n/fan-time.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { AlertsService } from '../alerts/index.js';
import { Outbox } from '../outbox/index.js';
import { accountLanguage, UsersRepository } from '../users/index.js';

/** What a waiting-list offer e-mail says. */
export interface OfferNotice {
  userId: number;
  lang: string;
  /** The fan's IANA time zone when joining (null: unknown, the deadline is given in UTC). */
  timeZone: string | null;
  event: string;
  area: string;
  quantity: number;
  orderNo: string;
  until: number;
  /** The venue's IANA time zone: the alert gives the deadline in venue time. */
  venueZone: string;
}

/**
 * Announces a waiting-list offer by e-mail, in the account's language (else the one the fan joined
 * in): written to the outbox in the offer's transaction (one per offer, `waitlist-offer:<orderNo>`),
 * with its alert (inbox, push) in the same transaction.
 */
@Injectable()
export class WaitlistMailer {
  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: Outbox,
    private readonly alerts: AlertsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async owe(tx: EntityManager, notice: OfferNotice): Promise<void> {
    const user = await this.users.findByIdInTx(tx, notice.userId);
    if (!user) return;
    const joinedIn: Language = (LANGUAGES as readonly string[]).includes(notice.lang)
      ? (notice.lang as Language)
      : 'en_US';
    const lang = accountLanguage(user, joinedIn);
    const params = {
      event: notice.event,
      area: notice.area,
      quantity: notice.quantity,
      orderNo: notice.orderNo,
      until: fanTime(notice.until, lang, notice.timeZone),
      // Offers are made outside requests (expiry job): the public URL, or this host in development.
      link: orderPageUrl(this.config.publicApiUrl, notice.orderNo),
    };
    const message = {
      to: user.email,
      subject: translate('tickets.waitlistOfferSubject', lang, params),
      text: translate('tickets.waitlistOfferText', lang, params),
    };
    await this.outbox.mail(tx, `waitlist-offer:${notice.orderNo}`, message, user.id);
    await this.alerts.notify(tx, user.id, {
      kind: 'waitlistOffer',
      key: `waitlist-offer:${notice.orderNo}`,
      params: { event: notice.event, area: notice.area, quantity: notice.quantity, orderNo: notice.orderNo },
      times: { until: notice.until },
      zone: notice.venueZone,
      path: `/ticket-order?orderNo=${encodeURIComponent(notice.orderNo)}`,
      expiresAt: notice.until,
    });
  }
}
