import {
  ALERT_CHANNELS,
  ALERT_INBOX_DAYS,
  ALERT_KINDS,
  ALERT_RULES,
  type AlertChannel,
  type AlertInboxView,
  type AlertKind,
  type AlertPreferenceView,
  LANGUAGES,
  type Language,
  ROUTES,
  translate,
} from '@fanpass/contracts';
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { fanTime } from '../../common/i18n/fan-time.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { Outbox } from '../outbox/index.js';
import { type Addressee, AlertsRepository, type NewInboxItem, type PreferenceRow } from './alerts.repository.js';
import type { PushDelivery } from './push-sender.js';

/**
 * One alert a business change causes. `key` names the business event (`waitlist-offer:<orderNo>`):
 * the same key again writes nothing more, on any channel. `times` are moments shown in `zone` (the
 * venue's time zone), formatted in each account's language; `text` is a body written by a person
 * (a promoter's notice), used as it is.
 */
export interface Alert {
  kind: AlertKind;
  key: string;
  params: Record<string, string | number>;
  times?: Record<string, number>;
  zone?: string;
  /** A title written by a person (a promoter's message), used as it is in every language. */
  title?: string;
  text?: string;
  /** The app screen it opens: a hash route with its query (`/ticket-order?orderNo=…`). */
  path: string;
  /** Seconds a push service keeps it for an offline device (default 12 hours)… */
  ttlSeconds?: number;
  /** …or until this moment, after which it means nothing (an offer's deadline). */
  expiresAt?: number;
}

/** A promoter's message to everyone holding a ticket of an event. `key` makes it once-only (the notice's id). */
export interface EventNotice {
  key: string;
  text: string;
  /** The message's own title; without one, "A message about <event>" in each holder's language. */
  title?: string;
}

/** Kinds whose e-mail this service writes; the other kinds' e-mails are written by their own modules. */
const EMAILED_HERE: ReadonlySet<AlertKind> = new Set(['promoterNotice', 'doorsToday']);
/** Holders written per transaction of a notice. */
const NOTICE_BATCH = 200;
/** Devices per account. */
const MAX_SUBSCRIPTIONS = 10;
const DAY_MS = 86_400_000;
const INBOX_LISTED = 100;

/**
 * The alerts (decision 0027): written in the business change's transaction, in each account's
 * language, to the channels its preferences allow: an inbox row (read in the app), one outbox
 * `push` delivery per subscribed browser (sent after the commit, retried, dead-lettered), and for
 * the kinds written here an outbox e-mail.
 */
@Injectable()
export class AlertsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertsService.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly repository: AlertsRepository,
    private readonly outbox: Outbox,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.pruneTimer = setInterval(
      () => void this.prune().catch((e: unknown) => this.logger.warn(String(e))),
      3_600_000,
    );
    this.pruneTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruneTimer);
  }

  /** The alert `alert` for one account, in the change `tx` records. */
  notify(tx: EntityManager, userId: number, alert: Alert): Promise<void> {
    return this.write(tx, [userId], alert, true);
  }

  /** The same alert for a few accounts at once (a queue's admission step), in the change `tx` records. */
  notifyAll(tx: EntityManager, userIds: readonly number[], alert: Alert): Promise<void> {
    return this.write(tx, userIds, alert, true);
  }

  /**
   * A promoter's notice to every account holding a live ticket of the event, written in
   * transactions of NOTICE_BATCH holders; its push and e-mail deliveries are left to the outbox
   * job (sent in its batches, off this call). The first batch's transaction records it in the
   * audit log, once per key. Answers how many accounts it was written for, and whether the key
   * had been sent before (the same `key` again writes nothing more; a retry after a failure
   * writes only what is missing).
   */
  async notifyEventHolders(
    actor: Actor,
    eventId: number,
    notice: EventNotice,
  ): Promise<{ holders: number; repeat: boolean }> {
    const event = await this.repository.eventOf(eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const key = `notice:${notice.key}`.slice(0, 150);
    let repeat = false;
    const { holders } = await this.notifyHolders(
      eventId,
      {
        kind: 'promoterNotice',
        key,
        params: { event: event.title },
        title: notice.title,
        text: notice.text,
        path: `${ROUTES.ticketDetail}?id=${event.id}`,
        ttlSeconds: 24 * 3600,
      },
      async (tx) => {
        repeat = !(await this.repository.claimReminder(tx, 'promoterNotice', reminderRef(key), this.clock.now()));
        if (!repeat) {
          await this.audit.record(tx, actor, 'alerts.notice', {
            eventId,
            target: event.title,
            after: { key: notice.key, title: notice.title ?? null, text: notice.text },
          });
        }
        return true;
      },
    );
    return { holders, repeat };
  }

  /**
   * `alert` for every account holding a live ticket of the event, in transactions of NOTICE_BATCH
   * holders (the first batch's also runs `first`, a reminder's claim). Answers how many accounts.
   */
  async notifyHolders(
    eventId: number,
    alert: Alert,
    first?: (tx: EntityManager) => Promise<boolean>,
  ): Promise<{ holders: number }> {
    let holders = 0;
    let after = 0;
    let claimed = !first;
    for (;;) {
      const batch = await this.repository.holdersOf(eventId, after, NOTICE_BATCH);
      const go = await this.transactions.withTransaction(async (tx) => {
        if (!claimed && !(await first!(tx))) return false;
        claimed = true;
        await this.write(tx, batch, alert, false);
        return true;
      });
      if (!go || !batch.length) break;
      holders += batch.length;
      after = batch[batch.length - 1]!;
      if (batch.length < NOTICE_BATCH) break;
    }
    return { holders };
  }

  /** How many accounts hold a live ticket of each of these events (an event none hold is left out). */
  holderCounts(eventIds: readonly number[]): Promise<Map<number, number>> {
    return this.repository.holderCounts(eventIds);
  }

  /** An event's title, or null when there is no such event. */
  async eventTitle(eventId: number): Promise<string | null> {
    return (await this.repository.eventOf(eventId))?.title ?? null;
  }

  private async write(tx: EntityManager, userIds: readonly number[], alert: Alert, sendNow: boolean): Promise<void> {
    // One after another: the statements share the transaction's connection.
    const people = await this.repository.addressees(userIds, tx);
    const preferences = await this.repository.preferencesOf(userIds, tx);
    const subscriptions = this.config.push.enabled ? await this.repository.subscriptionsOf(userIds, tx) : [];
    const chosen = choices(preferences);
    const inbox: NewInboxItem[] = [];
    for (const person of people) {
      const wants = (channel: AlertChannel) => enabled(chosen, person.id, alert.kind, channel);
      const { title, body } = this.render(alert, languageOf(person));
      if (wants('inbox'))
        inbox.push({ userId: person.id, kind: alert.kind, key: alert.key, title, body, path: alert.path });
      if (wants('push')) {
        for (const s of subscriptions) {
          if (s.userId !== person.id) continue;
          const delivery: PushDelivery = {
            subscriptionId: s.id,
            ttl: this.ttlOf(alert),
            message: { kind: alert.kind, title, body, path: alert.path, tag: alert.key },
          };
          // Keyed by the browser's endpoint, not the row: a browser that subscribes again gets no second copy.
          const key = `${alert.key}:push:${s.endpointHash.slice(0, 24)}`;
          await this.outbox.push(tx, key, `push:${s.id}`, JSON.stringify(delivery), person.id, sendNow);
        }
      }
      if (EMAILED_HERE.has(alert.kind) && wants('email')) {
        const lang = languageOf(person);
        const link = `${this.config.publicApiUrl}/#${alert.path}`;
        const text = alert.text
          ? translate('alerts.promoterNoticeEmail', lang, { text: alert.text, link })
          : `${body}\n\n${link}`;
        await this.outbox.mail(
          tx,
          `${alert.key}:email:${person.id}`,
          { to: person.email, subject: title, text },
          person.id,
          sendNow,
        );
      }
    }
    await this.repository.insertInbox(tx, inbox, this.clock.now());
  }

  private ttlOf(alert: Alert): number {
    if (alert.expiresAt !== undefined) return Math.max(60, Math.floor((alert.expiresAt - this.clock.now()) / 1000));
    return alert.ttlSeconds ?? 12 * 3600;
  }

  private render(alert: Alert, lang: Language): { title: string; body: string } {
    const params: Record<string, string | number> = { ...alert.params };
    for (const [name, at] of Object.entries(alert.times ?? {})) params[name] = fanTime(at, lang, alert.zone ?? null);
    return {
      title: alert.title ?? translate(`alerts.${alert.kind}Title`, lang, params),
      body: alert.text ?? translate(`alerts.${alert.kind}Body`, lang, params),
    };
  }

  /** The account's inbox of the last 90 days, newest first, with its unread count. */
  async inbox(userId: number): Promise<AlertInboxView> {
    return this.repository.inbox(userId, this.clock.now() - ALERT_INBOX_DAYS * DAY_MS, INBOX_LISTED);
  }

  /** Marks one inbox item read (`id`), or all of them (null); answers the inbox as it is then. */
  async markRead(userId: number, id: number | null): Promise<AlertInboxView> {
    const changed = await this.repository.markRead(userId, id, this.clock.now());
    if (id !== null && changed === 0) throw new AppError('ALERTS_INBOX_ITEM_NOT_FOUND');
    return this.inbox(userId);
  }

  /** Removes inbox items past 90 days (every hour in each instance; `ops alerts prune`). */
  prune(): Promise<number> {
    return this.repository.pruneInbox(this.clock.now() - ALERT_INBOX_DAYS * DAY_MS);
  }

  /** Every kind and channel the account can choose, with its choice or the default. */
  async preferences(userId: number): Promise<AlertPreferenceView[]> {
    const chosen = choices(await this.repository.preferencesOf([userId]));
    const cells: AlertPreferenceView[] = [];
    for (const kind of ALERT_KINDS) {
      for (const channel of ALERT_CHANNELS) {
        if (ALERT_RULES[kind][channel] === null) continue;
        cells.push({
          kind,
          channel,
          enabled: enabled(chosen, userId, kind, channel),
          locked: channel === 'email' && ALERT_RULES[kind].emailLocked,
        });
      }
    }
    return cells;
  }

  /** One choice; a transactional e-mail cannot be switched off, a channel a kind has not cannot be chosen. */
  async setPreference(
    userId: number,
    kind: AlertKind,
    channel: AlertChannel,
    on: boolean,
  ): Promise<AlertPreferenceView[]> {
    const rule = ALERT_RULES[kind];
    if (rule[channel] === null) throw new AppError('ALERTS_CHANNEL_NOT_OFFERED');
    if (channel === 'email' && rule.emailLocked && !on) throw new AppError('ALERTS_EMAIL_REQUIRED');
    await this.repository.setPreference({ userId, kind, channel, enabled: on }, this.clock.now());
    return this.preferences(userId);
  }

  /** Devices per account at most (the oldest subscription goes first). */
  static readonly MAX_SUBSCRIPTIONS = MAX_SUBSCRIPTIONS;
}

type Choices = Map<string, boolean>;

function choices(rows: readonly PreferenceRow[]): Choices {
  return new Map(rows.map((r) => [`${r.userId}|${r.kind}|${r.channel}`, r.enabled]));
}

function enabled(chosen: Choices, userId: number, kind: AlertKind, channel: AlertChannel): boolean {
  const rule = ALERT_RULES[kind];
  const fallback = rule[channel];
  if (fallback === null) return false;
  if (channel === 'email' && rule.emailLocked) return true;
  return chosen.get(`${userId}|${kind}|${channel}`) ?? fallback;
}

/** A reminder's ref holds 64 characters: a longer key is claimed by its digest. */
function reminderRef(key: string): string {
  return key.length <= 64 ? key : createHash('sha256').update(key).digest('base64url');
}

function languageOf(person: Addressee): Language {
  return person.lang && (LANGUAGES as readonly string[]).includes(person.lang) ? (person.lang as Language) : 'en_US';
}
