import { Inject, Injectable } from '@nestjs/common';
import {
  type AreaView,
  type AreaConfigView,
  type ClientConfigView,
  type CountryView,
  DEFAULT_AREA,
  intlLocale,
  type Language,
  type NoticeView,
  TERMS_VERSION,
} from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { AREAS, COUNTRY_DIAL_CODES, type AreaInfo } from './regions.js';
import type { Notice } from './entities/notice.entity.js';
import { localizeNotice } from './notices.service.js';
import { SettingsRepository } from './settings.repository.js';

/** Areas, countries and the server notice (spec §7 basic calls). */
@Injectable()
export class BasicService {
  private noticeCache: { value: Notice | null; at: number } | undefined;

  constructor(
    private readonly settings: SettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  clientConfig(): ClientConfigView {
    return {
      publicSiteUrl: this.config.publicSiteUrl ?? null,
      paymentTestMode: this.config.payments.testMode,
      appDownloadUrl: this.config.appDownloadUrl ?? null,
      currency: this.config.currency,
      desktopHkdRate: this.config.desktopHkdRate,
      defaultArea: DEFAULT_AREA.value,
      walletPasses: { apple: !!this.config.walletPasses.apple, google: !!this.config.walletPasses.google },
      supportPhone: this.config.support.phone,
      supportEmail: this.config.support.email,
      termsVersion: TERMS_VERSION,
    };
  }

  /** The sales areas with labels in the caller's language, the default (Macau) first. */
  areaList(lang: Language): AreaView[] {
    const names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
    return AREAS.map((a) => ({ label: names.of(a.value) ?? a.value, value: a.value }));
  }

  areaConfig(lang: Language, requested: string | undefined): AreaConfigView {
    const value = (requested ?? DEFAULT_AREA.value).toUpperCase();
    const area: AreaInfo | undefined = AREAS.find((a) => a.value === value);
    if (!area) throw new AppError('NOT_FOUND');
    const names = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' });
    return {
      label: names.of(area.value) ?? area.value,
      value: area.value,
      dialCode: area.dialCode,
      currency: area.currency,
      timezone: area.timezone,
      isDefault: area.value === DEFAULT_AREA.value,
    };
  }

  /** Countries with dialling codes, named and sorted in the caller's language. */
  countryList(lang: Language, keyword?: string): CountryView[] {
    const locale = intlLocale(lang);
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    const needle = keyword?.trim().toLowerCase().replace(/^\+/, '');
    return Object.entries(COUNTRY_DIAL_CODES)
      .map(([code, dialCode]) => ({ code, name: names.of(code) ?? code, dialCode }))
      .filter(
        (c) =>
          !needle ||
          c.name.toLowerCase().includes(needle) ||
          c.code.toLowerCase() === needle ||
          c.dialCode.startsWith(needle),
      )
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  /**
   * The current notice. Every client asks after every navigation, so each instance keeps it for
   * the same short time as the repair state (REPAIR_CACHE_MS). A signed-in caller first gets
   * their own in-app notices (a ticket transferred to or from them), each once.
   */
  async notice(lang: Language, userId?: number): Promise<NoticeView | null> {
    if (userId !== undefined) {
      const mine = await this.settings.oldestNoticeFor(userId);
      if (mine && (await this.settings.markShown(mine.id))) {
        return { id: mine.id, title: mine.title, content: mine.content, createdAt: mine.createdAt };
      }
    }
    const now = this.clock.now();
    if (!this.noticeCache || now - this.noticeCache.at >= this.config.repairCacheMs) {
      this.noticeCache = { value: await this.settings.latestNotice(), at: now };
    }
    const notice = this.noticeCache.value;
    return notice ? { id: notice.id, ...localizeNotice(notice, lang), createdAt: notice.createdAt } : null;
  }
}
