import type { Language } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import type { Notice } from './entities/notice.entity.js';
import { SettingsRepository } from './settings.repository.js';

/** A notice's text per language (English is the notice's own title and content). */
export type NoticeTranslations = Partial<Record<Language, { title: string; content: string }>>;

/** The languages a notice has besides English (none when its stored text is unreadable). */
export function noticeTranslations(notice: Pick<Notice, 'translations'>): NoticeTranslations {
  try {
    return notice.translations ? (JSON.parse(notice.translations) as NoticeTranslations) : {};
  } catch {
    return {};
  }
}

/** The notice's text in a language, falling back to English. */
export function localizeNotice(notice: Pick<Notice, 'title' | 'content' | 'translations'>, lang: Language) {
  return noticeTranslations(notice)[lang] ?? { title: notice.title, content: notice.content };
}

/** Server notices (ops commands): at most one is active, the newest published; and in-app notices to one account. */
@Injectable()
export class NoticesService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The notice every client sees now, or null. */
  current(): Promise<Notice | null> {
    return this.settings.latestNotice();
  }

  /**
   * Replaces the current notice: the old one is withdrawn in the same transaction, which records
   * both in the audit log. `title` and `content` are English, the fallback of every language
   * `translations` leaves out.
   */
  publish(actor: Actor, title: string, content: string, translations: NoticeTranslations = {}): Promise<Notice> {
    const now = this.clock.now();
    const others = Object.keys(translations).length ? JSON.stringify(translations) : null;
    return this.transactions.withTransaction(async (tx) => {
      const before = await this.settings.latestNotice(tx);
      await this.settings.deactivateNotices(tx);
      const notice = await this.settings.addNotice(tx, title, content, now, others);
      await this.audit.record(tx, actor, 'notice.publish', {
        target: `notice ${notice.id}`,
        before: before && summary(before),
        after: summary(notice),
      });
      return notice;
    });
  }

  /** An in-app notice to one account, written in the caller's transaction; /notify shows it once. */
  notifyUser(tx: EntityManager, userId: number, title: string, content: string): Promise<void> {
    return this.settings.addUserNotice(tx, userId, title.slice(0, 200), content, this.clock.now());
  }

  /** Withdraws the current notice (recorded when there was one); answers how many were active. */
  withdraw(actor: Actor): Promise<number> {
    return this.transactions.withTransaction(async (tx) => {
      const before = await this.settings.latestNotice(tx);
      const count = await this.settings.deactivateNotices(tx);
      if (count && before) {
        await this.audit.record(tx, actor, 'notice.withdraw', {
          target: `notice ${before.id}`,
          before: summary(before),
        });
      }
      return count;
    });
  }
}

/** What the audit log keeps of a notice: its English text and the languages it has. */
function summary(notice: Notice): { id: number; title: string; content: string; languages: string[] } {
  const languages = Object.keys(noticeTranslations(notice));
  return { id: notice.id, title: notice.title, content: notice.content, languages: ['en_US', ...languages] };
}
