import { LANGUAGES, type Language, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { fanTime, orderPageUrl } from '../../common/i18n/fan-time.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, MAIL_SENDER } from '../../infra/tokens.js';
import type { MailSender } from '../outbox/index.js';
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
}

/** Announces waiting-list offers by e-mail, in the account's language (else the one the fan joined in); sent after commit. */
@Injectable()
export class WaitlistMailer {
  private readonly logger = new Logger(WaitlistMailer.name);

  constructor(
    private readonly users: UsersRepository,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Offers are made outside requests (expiry job): the public URL, or this host in development. */
  private baseUrl(): string {
    return this.config.publicApiUrl;
  }

  async send(notices: OfferNotice[]): Promise<void> {
    for (const notice of notices) {
      try {
        const user = await this.users.findById(notice.userId);
        if (!user) continue;
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
          link: orderPageUrl(this.baseUrl(), notice.orderNo),
        };
        await this.mail.send({
          to: user.email,
          subject: translate('tickets.waitlistOfferSubject', lang, params),
          text: translate('tickets.waitlistOfferText', lang, params),
        });
      } catch (error) {
        // The offer stands without the e-mail: it is visible in the app (waitlist/mine).
        this.logger.error(`waiting-list e-mail for order ${notice.orderNo} failed: ${String(error)}`);
      }
    }
  }
}
