import type { Language } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { Notice } from './entities/notice.entity.js';
import { SettingsRepository } from './settings.repository.js';

/** A notice's text per language (English is the notice's own title and content). */
export type NoticeTranslations = Partial<Record<Language, { title: string; content: string }>>;

/** The notice's text in a language, falling back to English. */
export function localizeNotice(notice: Pick<Notice, 'title' | 'content' | 'translations'>, lang: Language) {
  let texts: NoticeTranslations;
  try {
    texts = notice.translations ? (JSON.parse(notice.translations) as NoticeTranslations) : {};
  } catch {
    texts = {};
  }
  return texts[lang] ?? { title: notice.title, content: notice.content };
}

/** Server notices (ops commands): at most one is active, the newest published; and in-app notices to one account. */
@Injectable()
export class NoticesService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Replaces the current notice: the old one is withdrawn in the same transaction. `title` and
   * `content` are English, the fallback of every language `translations` leaves out.
   */
  publish(title: string, content: string, translations: NoticeTranslations = {}): Promise<Notice> {
    const now = this.clock.now();
    const others = Object.keys(translations).length ? JSON.stringify(translations) : null;
    return this.transactions.withTransaction(async (tx) => {
      await this.settings.deactivateNotices(tx);
      return this.settings.addNotice(tx, title, content, now, others);
    });
  }

  /** An in-app notice to one account, written in the caller's transaction; /notify shows it once. */
  notifyUser(tx: EntityManager, userId: number, title: string, content: string): Promise<void> {
    return this.settings.addUserNotice(tx, userId, title.slice(0, 200), content, this.clock.now());
  }

  /** Withdraws the current notice; answers how many were active. */
  withdraw(): Promise<number> {
    return this.transactions.withTransaction((tx) => this.settings.deactivateNotices(tx));
  }
}
