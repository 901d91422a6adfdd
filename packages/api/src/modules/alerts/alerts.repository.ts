import type { AlertChannel, AlertKind } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { bool, inList, num, numOrNull, sqlOf, type Sql } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';

/** A browser's Web Push subscription of one account. */
export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  endpointHash: string;
  p256dh: string;
  auth: string;
}

/** An inbox item to write. */
export interface NewInboxItem {
  userId: number;
  kind: AlertKind;
  key: string;
  title: string;
  body: string;
  path: string;
}

export interface InboxRow extends Omit<NewInboxItem, 'key' | 'userId'> {
  id: number;
  createdAt: number;
  readAt: number | null;
}

/** Who an alert is written for: the account's address and language. */
export interface Addressee {
  id: number;
  email: string;
  lang: string | null;
}

/** A held order whose hold is about to end. */
export interface EndingHold {
  orderNo: string;
  userId: number;
  quantity: number;
  expiresAt: number;
  title: string;
  timeZone: string;
}

/** An event whose doors open soon. */
export interface DoorsSoon {
  eventId: number;
  title: string;
  timeZone: string;
  doorsAt: number;
}

/** A fan's choice, where it differs from the default. */
export interface PreferenceRow {
  userId: number;
  kind: AlertKind;
  channel: AlertChannel;
  enabled: boolean;
}

const SUBSCRIPTION = 'id, user_id, endpoint, endpoint_hash, p256dh, auth';
/** The ticket states whose holder a promoter's message reaches. */
const LIVE_TICKETS = "'paid', 'ready', 'validated', 'transferring', 'listed'";

function subscriptionOf(r: Record<string, unknown>): PushSubscriptionRow {
  return {
    id: num(r.id),
    userId: num(r.user_id),
    endpoint: String(r.endpoint),
    endpointHash: String(r.endpoint_hash),
    p256dh: String(r.p256dh),
    auth: String(r.auth),
  };
}

/** Subscriptions, the inbox and the preferences of the alerts; the holders and addressees they are written for. */
@Injectable()
export class AlertsRepository extends TransactionalRepository {
  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  async subscriptionByHash(hash: string, tx?: EntityManager): Promise<PushSubscriptionRow | null> {
    const [row] = await this.sql.rows(
      `SELECT ${SUBSCRIPTION} FROM push_subscriptions WHERE endpoint_hash = ?`,
      [hash],
      tx,
    );
    return row ? subscriptionOf(row) : null;
  }

  async subscriptionById(id: number): Promise<PushSubscriptionRow | null> {
    const [row] = await this.sql.rows(`SELECT ${SUBSCRIPTION} FROM push_subscriptions WHERE id = ?`, [id]);
    return row ? subscriptionOf(row) : null;
  }

  async subscriptionsOf(userIds: readonly number[], tx?: EntityManager): Promise<PushSubscriptionRow[]> {
    if (!userIds.length) return [];
    const list = inList(this.sql, userIds);
    const rows = await this.sql.rows(
      `SELECT ${SUBSCRIPTION} FROM push_subscriptions WHERE user_id ${list.text} ORDER BY id`,
      list.params,
      tx,
    );
    return rows.map(subscriptionOf);
  }

  /** A new subscription; false when its endpoint is already stored (a race with another subscribe). */
  async insertSubscription(tx: EntityManager, s: Omit<PushSubscriptionRow, 'id'>, now: number): Promise<boolean> {
    const ignore = this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const run = await this.sql.run(
      `${ignore} INTO push_subscriptions (user_id, endpoint, endpoint_hash, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [s.userId, s.endpoint, s.endpointHash, s.p256dh, s.auth, now],
      tx,
    );
    return run.affected === 1;
  }

  /** New keys for the account's own subscription (the browser renewed them). */
  async updateKeys(tx: EntityManager, id: number, userId: number, p256dh: string, auth: string): Promise<void> {
    await this.sql.run(
      'UPDATE push_subscriptions SET p256dh = ?, auth = ? WHERE id = ? AND user_id = ?',
      [p256dh, auth, id, userId],
      tx,
    );
  }

  /** Keeps an account's newest `keep` subscriptions (devices); answers how many older ones went. */
  async trimSubscriptions(tx: EntityManager, userId: number, keep: number): Promise<number> {
    const rows = await this.sql.rows<{ id: unknown }>(
      'SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC',
      [userId],
      tx,
    );
    const old = rows.slice(keep).map((r) => num(r.id));
    if (!old.length) return 0;
    const list = inList(this.sql, old);
    return (await this.sql.run(`DELETE FROM push_subscriptions WHERE id ${list.text}`, list.params, tx)).affected;
  }

  /** Removes a subscription (the fan turned push off, or the push service said it is gone: 404/410). */
  async deleteSubscription(id: number, userId?: number): Promise<boolean> {
    const run =
      userId === undefined
        ? await this.sql.run('DELETE FROM push_subscriptions WHERE id = ?', [id])
        : await this.sql.run('DELETE FROM push_subscriptions WHERE id = ? AND user_id = ?', [id, userId]);
    return run.affected === 1;
  }

  /** Writes inbox items; an item whose key the account already has (the same event again) is skipped. */
  async insertInbox(tx: EntityManager, items: readonly NewInboxItem[], now: number): Promise<void> {
    if (!items.length) return;
    const ignore = this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const values = items.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
    const params = items.flatMap((i) => [
      i.userId,
      i.kind,
      i.key,
      i.title.slice(0, 200),
      i.body.slice(0, 1000),
      i.path,
      now,
    ]);
    await this.sql.run(
      `${ignore} INTO alert_inbox (user_id, kind, alert_key, title, body, path, created_at) VALUES ${values}`,
      params,
      tx,
    );
  }

  /** An account's inbox since `since`, newest first, and how many of those are unread. */
  async inbox(userId: number, since: number, limit: number): Promise<{ unread: number; items: InboxRow[] }> {
    const rows = await this.sql.rows(
      `SELECT id, kind, title, body, path, created_at, read_at FROM alert_inbox
        WHERE user_id = ? AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`,
      [userId, since, limit],
    );
    const [count] = await this.sql.rows<{ n: unknown }>(
      'SELECT COUNT(*) AS n FROM alert_inbox WHERE user_id = ? AND created_at >= ? AND read_at IS NULL',
      [userId, since],
    );
    return {
      unread: num(count?.n ?? 0),
      items: rows.map((r) => ({
        id: num(r.id),
        kind: String(r.kind) as AlertKind,
        title: String(r.title),
        body: String(r.body),
        path: String(r.path),
        createdAt: num(r.created_at),
        readAt: numOrNull(r.read_at),
      })),
    };
  }

  /** Marks one item (or, with null, every item) of the account read; answers how many changed. */
  async markRead(userId: number, id: number | null, now: number): Promise<number> {
    const run =
      id === null
        ? await this.sql.run('UPDATE alert_inbox SET read_at = ? WHERE user_id = ? AND read_at IS NULL', [now, userId])
        : await this.sql.run('UPDATE alert_inbox SET read_at = COALESCE(read_at, ?) WHERE user_id = ? AND id = ?', [
            now,
            userId,
            id,
          ]);
    return run.affected;
  }

  /** Drops inbox items older than `before` (kept 90 days). */
  async pruneInbox(before: number): Promise<number> {
    return (await this.sql.run('DELETE FROM alert_inbox WHERE created_at < ?', [before])).affected;
  }

  async preferencesOf(userIds: readonly number[], tx?: EntityManager): Promise<PreferenceRow[]> {
    if (!userIds.length) return [];
    const list = inList(this.sql, userIds);
    const rows = await this.sql.rows(
      `SELECT user_id, kind, channel, enabled FROM alert_preferences WHERE user_id ${list.text}`,
      list.params,
      tx,
    );
    return rows.map((r) => ({
      userId: num(r.user_id),
      kind: String(r.kind) as AlertKind,
      channel: String(r.channel) as AlertChannel,
      enabled: bool(r.enabled),
    }));
  }

  async setPreference(p: PreferenceRow, now: number): Promise<void> {
    const params = [p.enabled, now, p.userId, p.kind, p.channel];
    const run = await this.sql.run(
      'UPDATE alert_preferences SET enabled = ?, updated_at = ? WHERE user_id = ? AND kind = ? AND channel = ?',
      params,
    );
    if (run.affected === 1) return;
    const ignore = this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const inserted = await this.sql.run(
      `${ignore} INTO alert_preferences (user_id, kind, channel, enabled, updated_at) VALUES (?, ?, ?, ?, ?)`,
      [p.userId, p.kind, p.channel, p.enabled, now],
    );
    // A concurrent first choice inserted the row: this later choice still wins.
    if (inserted.affected !== 1) {
      await this.sql.run(
        'UPDATE alert_preferences SET enabled = ?, updated_at = ? WHERE user_id = ? AND kind = ? AND channel = ?',
        params,
      );
    }
  }

  /** The accounts alerts are written for (their address and language), by id. */
  async addressees(userIds: readonly number[], tx?: EntityManager): Promise<Addressee[]> {
    if (!userIds.length) return [];
    const list = inList(this.sql, userIds);
    const rows = await this.sql.rows(`SELECT id, email, lang FROM users WHERE id ${list.text}`, list.params, tx);
    return rows.map((r) => ({ id: num(r.id), email: String(r.email), lang: r.lang == null ? null : String(r.lang) }));
  }

  /**
   * The accounts holding a live ticket of an event, by id after `afterUserId`, `limit` at a time
   * (a promoter's notice goes out in batches). Reads the tickets table, which the tickets module writes.
   */
  async holdersOf(eventId: number, afterUserId: number, limit: number): Promise<number[]> {
    const rows = await this.sql.rows<{ user_id: unknown }>(
      `SELECT DISTINCT user_id FROM tickets
        WHERE event_id = ? AND user_id > ? AND status IN (${LIVE_TICKETS})
        ORDER BY user_id LIMIT ?`,
      [eventId, afterUserId, limit],
    );
    return rows.map((r) => num(r.user_id));
  }

  /** How many accounts hold a live ticket of each event (as `holdersOf` counts them). */
  async holderCounts(eventIds: readonly number[]): Promise<Map<number, number>> {
    if (!eventIds.length) return new Map();
    const list = inList(this.sql, eventIds);
    const rows = await this.sql.rows<{ event_id: unknown; holders: unknown }>(
      `SELECT event_id, COUNT(DISTINCT user_id) AS holders FROM tickets
        WHERE event_id ${list.text} AND status IN (${LIVE_TICKETS})
        GROUP BY event_id`,
      list.params,
    );
    return new Map(rows.map((r) => [num(r.event_id), num(r.holders)]));
  }

  /** An event's title and venue time zone (what a notice names), or null. */
  async eventOf(eventId: number): Promise<{ id: number; title: string; timeZone: string } | null> {
    const [row] = await this.sql.rows('SELECT id, title, time_zone FROM events WHERE id = ?', [eventId]);
    return row ? { id: num(row.id), title: String(row.title), timeZone: String(row.time_zone) } : null;
  }

  /**
   * Held ticket orders of `sources` whose hold ends in (now, now + within], that lasted longer than
   * `longerThan` (a short hold needs no reminder), and that no reminder of `kind` was sent for.
   * Reads the orders and events tables, which the orders and events modules write.
   */
  async endingHolds(
    kind: AlertKind,
    sources: readonly string[],
    now: number,
    within: number,
    longerThan: number,
    limit: number,
  ): Promise<EndingHold[]> {
    const list = inList(this.sql, sources);
    const rows = await this.sql.rows(
      `SELECT o.order_no, o.user_id, o.quantity, o.expires_at, e.title, e.time_zone
         FROM orders o
         JOIN events e ON e.id = o.event_id
         LEFT JOIN alert_reminders r ON r.kind = ? AND r.ref = o.order_no
        WHERE o.status = 'held' AND o.source ${list.text} AND o.expires_at > ? AND o.expires_at <= ?
          AND o.expires_at - o.created_at > ? AND r.ref IS NULL
        ORDER BY o.expires_at LIMIT ?`,
      [kind, ...list.params, now, now + within, longerThan, limit],
    );
    return rows.map((r) => ({
      orderNo: String(r.order_no),
      userId: num(r.user_id),
      quantity: num(r.quantity),
      expiresAt: num(r.expires_at),
      title: String(r.title),
      timeZone: String(r.time_zone),
    }));
  }

  /** Events whose doors (else start) are in (now, now + within] and that no `doorsToday` was sent for. */
  async doorsSoon(now: number, within: number): Promise<DoorsSoon[]> {
    const rows = await this.sql.rows(
      `SELECT e.id, e.title, e.time_zone, COALESCE(e.doors_at, e.starts_at) AS doors
         FROM events e
         LEFT JOIN alert_reminders r ON r.kind = 'doorsToday' AND r.ref = ${this.sql.mysql ? 'CAST(e.id AS CHAR)' : 'CAST(e.id AS TEXT)'}
        WHERE COALESCE(e.doors_at, e.starts_at) > ? AND COALESCE(e.doors_at, e.starts_at) <= ? AND r.ref IS NULL
        ORDER BY doors`,
      [now, now + within],
    );
    return rows.map((r) => ({
      eventId: num(r.id),
      title: String(r.title),
      timeZone: String(r.time_zone),
      doorsAt: num(r.doors),
    }));
  }

  /** Claims a reminder in the transaction that writes it: false when it was sent (or is being sent) already. */
  async claimReminder(tx: EntityManager, kind: AlertKind, ref: string, now: number): Promise<boolean> {
    const ignore = this.sql.mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const run = await this.sql.run(
      `${ignore} INTO alert_reminders (kind, ref, sent_at) VALUES (?, ?, ?)`,
      [kind, ref, now],
      tx,
    );
    return run.affected === 1;
  }
}
