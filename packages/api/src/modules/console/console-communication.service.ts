import type {
  ConsoleCommunicationView,
  ConsoleHolderMessageBody,
  ConsoleHolderMessageView,
  ConsoleMessageEventView,
  ConsoleNoticeBody,
  NoticeLanguage,
  NoticeText,
} from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { AlertsService } from '../alerts/index.js';
import { NoticesService, noticeTranslations, RepairGuard, RepairService } from '../basic/index.js';
import { EventsRepository } from '../events/index.js';
import type { ConsoleAccess } from '../roles/index.js';
import { ORGANISING } from './console-routes.js';

/** Trimmed text in each language given; a language left out shows English. */
function trimmed(translations: ConsoleNoticeBody['translations']): Partial<Record<NoticeLanguage, NoticeText>> {
  const out: Partial<Record<NoticeLanguage, NoticeText>> = {};
  for (const [lang, text] of Object.entries(translations ?? {}) as [NoticeLanguage, NoticeText | undefined][]) {
    if (text) out[lang] = { title: text.title.trim(), content: text.content.trim() };
  }
  return out;
}

/**
 * The console's communication section: the site-wide notice and repair mode (admins), and a
 * message to every holder of an event (its organisers too), each through the service the ops
 * commands `notice`, `repair` and `alerts notice` use, which records it in the audit log.
 *
 * Its routes answer while repair mode is on, or an admin could never turn it off from the
 * browser; everyone else is told 9999 as on any other call.
 */
@Injectable()
export class ConsoleCommunicationService {
  constructor(
    private readonly notices: NoticesService,
    private readonly repair: RepairService,
    private readonly repairGuard: RepairGuard,
    private readonly alerts: AlertsService,
    private readonly events: EventsRepository,
  ) {}

  /** The notice every client sees now and whether repair mode is on. */
  async state(): Promise<ConsoleCommunicationView> {
    const [notice, repair] = await Promise.all([this.notices.current(), this.repair.current()]);
    return {
      notice: notice && {
        id: notice.id,
        title: notice.title,
        content: notice.content,
        translations: noticeTranslations(notice),
        publishedAt: Number(notice.createdAt),
      },
      repair: { on: repair.on, message: repair.message, since: repair.since },
    };
  }

  async publishNotice(access: ConsoleAccess, body: ConsoleNoticeBody): Promise<ConsoleCommunicationView> {
    await this.notices.publish(access.actor, body.title.trim(), body.content.trim(), trimmed(body.translations));
    return this.state();
  }

  async withdrawNotice(access: ConsoleAccess): Promise<ConsoleCommunicationView> {
    if (!(await this.notices.withdraw(access.actor))) throw new AppError('CONSOLE_NOTICE_NONE');
    return this.state();
  }

  async repairOn(access: ConsoleAccess, message: string): Promise<ConsoleCommunicationView> {
    await this.repair.turnOn(access.actor, message.trim());
    return this.state();
  }

  async repairOff(access: ConsoleAccess): Promise<ConsoleCommunicationView> {
    await this.repair.turnOff(access.actor);
    return this.state();
  }

  /** The events I may message (an admin: all), latest first, with how many accounts hold tickets. */
  async messageEvents(access: ConsoleAccess): Promise<ConsoleMessageEventView[]> {
    await this.openTo(access);
    const events = await this.events.allEvents(access.visibleEvents(ORGANISING));
    const holders = await this.alerts.holderCounts(events.map((e) => e.id));
    return events.map((e) => ({
      id: e.id,
      title: e.title,
      startsAt: Number(e.startsAt),
      timeZone: e.timeZone,
      holders: holders.get(e.id) ?? 0,
    }));
  }

  /**
   * A message to every holder of the event (inbox, push, e-mail by their choices). The form's key,
   * kept per event and sender, makes a second submit write nothing more.
   */
  async messageHolders(access: ConsoleAccess, body: ConsoleHolderMessageBody): Promise<ConsoleHolderMessageView> {
    await this.openTo(access);
    if (!(await this.events.findEvent(body.eventId))) throw new AppError('CONSOLE_EVENT_NOT_FOUND');
    const { holders, repeat } = await this.alerts.notifyEventHolders(access.actor, body.eventId, {
      key: `console:${body.eventId}:${access.userId}:${body.key}`,
      title: body.title.trim(),
      text: body.text.trim(),
    });
    return { eventId: body.eventId, holders, repeat };
  }

  /** Repair mode stops everyone but an admin here, as it stops every other call. */
  private async openTo(access: ConsoleAccess): Promise<void> {
    if (!access.admin) await this.repairGuard.check();
  }
}
