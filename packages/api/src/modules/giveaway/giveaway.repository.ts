import type { EntrySource } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { num, sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { Campaign } from './entities/campaign.entity.js';
import { GiveawayEntry } from './entities/entry.entity.js';

/** The tally column of each source. */
const COLUMN: Record<EntrySource, string> = {
  register: 'register',
  topup: 'topup',
  invite: 'invite',
  inviteTopup: 'invite_topup',
};

export interface NewEntry {
  campaignId: number;
  userId: number;
  source: EntrySource;
  reasonKey: string;
  detail: string | null;
  at: number;
}

/** Campaigns, entries and the per-fan tallies. */
@Injectable()
export class GiveawayRepository extends TransactionalRepository {
  private get sql() {
    return sqlOf(this.dataSource);
  }

  async insertCampaign(tx: EntityManager, values: Omit<Campaign, 'id'>): Promise<Campaign> {
    await tx.insert(Campaign, values);
    return tx.findOneByOrFail(Campaign, { slug: values.slug });
  }

  /** Every campaign, newest first, with how many fans joined each. */
  async campaigns(): Promise<Array<Campaign & { joined: number }>> {
    const campaigns = await this.manager().find(Campaign, { order: { id: 'DESC' } });
    const counts = await this.sql.rows<{ campaign_id: unknown; joined: unknown }>(
      'SELECT campaign_id, COUNT(*) AS joined FROM giveaway_tallies WHERE joined_at IS NOT NULL GROUP BY campaign_id',
      [],
    );
    const joined = new Map(counts.map((c) => [num(c.campaign_id), num(c.joined)]));
    return campaigns.map((c) => ({ ...c, joined: joined.get(c.id) ?? 0 }));
  }

  bySlug(slug: string, tx?: EntityManager): Promise<Campaign | null> {
    return this.manager(tx).findOneBy(Campaign, { slug });
  }

  /** Campaigns running at `now` (entries are earned in each). */
  running(now: number, tx?: EntityManager): Promise<Campaign[]> {
    return this.manager(tx).find(Campaign, {
      where: { startsAt: LessThanOrEqual(now), endsAt: MoreThan(now) },
      order: { id: 'ASC' },
    });
  }

  /** The campaign to show: the running one, else the next to start, else the last to end. */
  async current(now: number): Promise<Campaign | null> {
    const [running] = await this.running(now);
    if (running) return running;
    const next = await this.manager().findOne(Campaign, {
      where: { startsAt: MoreThan(now) },
      order: { startsAt: 'ASC' },
    });
    return next ?? (await this.manager().findOne(Campaign, { where: {}, order: { endsAt: 'DESC' } }));
  }

  async updateCampaign(tx: EntityManager, id: number, values: Partial<Omit<Campaign, 'id'>>): Promise<void> {
    await tx.update(Campaign, { id }, values);
  }

  /** Stores the commitment once: false when the campaign was committed already. */
  async commit(tx: EntityManager, id: number, seed: string, seedHash: string, at: number): Promise<boolean> {
    const result = await this.sql.run(
      'UPDATE giveaway_campaigns SET seed = ?, seed_hash = ?, committed_at = ? WHERE id = ? AND seed_hash IS NULL',
      [seed, seedHash, at, id],
      tx,
    );
    return result.affected === 1;
  }

  /** Records the draw once: false when it was drawn already. */
  async recordDraw(tx: EntityManager, id: number, participants: string, winners: string, at: number): Promise<boolean> {
    const result = await this.sql.run(
      'UPDATE giveaway_campaigns SET participants = ?, winners = ?, drawn_at = ? WHERE id = ? AND drawn_at IS NULL',
      [participants, winners, at, id],
      tx,
    );
    return result.affected === 1;
  }

  /**
   * Makes sure the fan's tally row exists and holds it for the transaction (on MySQL ON DUPLICATE
   * KEY UPDATE locks the row exclusively), so one fan's grants in a campaign go one at a time.
   */
  async holdTally(tx: EntityManager, campaignId: number, userId: number): Promise<void> {
    await this.sql.run(
      this.sql.mysql
        ? 'INSERT INTO giveaway_tallies (campaign_id, user_id) VALUES (?, ?) ON DUPLICATE KEY UPDATE register = register'
        : 'INSERT OR IGNORE INTO giveaway_tallies (campaign_id, user_id) VALUES (?, ?)',
      [campaignId, userId],
      tx,
    );
  }

  /** Whether a reason already granted in a campaign (a locking read on MySQL: the newest committed row). */
  async reasonSeen(tx: EntityManager, campaignId: number, reasonKey: string): Promise<boolean> {
    const rows = await this.sql.rows(
      `SELECT id FROM giveaway_entries WHERE campaign_id = ? AND reason_key = ?${this.sql.mysql ? ' FOR UPDATE' : ''}`,
      [campaignId, reasonKey],
      tx,
    );
    return rows.length > 0;
  }

  /** One more entry from a source unless that passes its cap: the affected row decides. */
  async countUp(tx: EntityManager, campaignId: number, userId: number, source: EntrySource, cap: number) {
    const column = COLUMN[source];
    const result = await this.sql.run(
      `UPDATE giveaway_tallies SET ${column} = ${column} + 1 WHERE campaign_id = ? AND user_id = ? AND ${column} < ?`,
      [campaignId, userId, cap],
      tx,
    );
    return result.affected === 1;
  }

  async insertEntry(tx: EntityManager, entry: NewEntry, count: number): Promise<void> {
    await this.sql.run(
      'INSERT INTO giveaway_entries (campaign_id, user_id, source, reason_key, count, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [entry.campaignId, entry.userId, entry.source, entry.reasonKey, count, entry.detail, entry.at],
      tx,
    );
  }

  async join(campaignId: number, userId: number, at: number, lang: string): Promise<number> {
    await this.sql.run(
      'UPDATE giveaway_tallies SET joined_at = ?, lang = ? WHERE campaign_id = ? AND user_id = ? AND joined_at IS NULL',
      [at, lang, campaignId, userId],
    );
    const [row] = await this.sql.rows<{ joined_at: unknown }>(
      'SELECT joined_at FROM giveaway_tallies WHERE campaign_id = ? AND user_id = ?',
      [campaignId, userId],
    );
    return num(row!.joined_at);
  }

  async ensureTally(campaignId: number, userId: number): Promise<void> {
    await this.sql.run(
      this.sql.mysql
        ? 'INSERT IGNORE INTO giveaway_tallies (campaign_id, user_id) VALUES (?, ?)'
        : 'INSERT OR IGNORE INTO giveaway_tallies (campaign_id, user_id) VALUES (?, ?)',
      [campaignId, userId],
    );
  }

  /** A fan's tally in a campaign: joined, and entries in all. */
  async tally(campaignId: number, userId: number): Promise<{ joined: boolean; entries: number } | null> {
    const [row] = await this.sql.rows<Record<string, unknown>>(
      'SELECT register, topup, invite, invite_topup, joined_at FROM giveaway_tallies WHERE campaign_id = ? AND user_id = ?',
      [campaignId, userId],
    );
    if (!row) return null;
    const entries = num(row.register) + num(row.topup) + num(row.invite) + num(row.invite_topup);
    return { joined: row.joined_at !== null, entries };
  }

  /** A fan's entry rows (count above 0) with their campaigns, newest first. */
  async entriesOf(userId: number): Promise<Array<GiveawayEntry & { slug: string; endsAt: number }>> {
    const rows = await this.sql.rows<Record<string, unknown>>(
      'SELECT e.id, e.campaign_id, e.source, e.reason_key, e.count, e.detail, e.created_at, c.slug, c.ends_at ' +
        'FROM giveaway_entries e JOIN giveaway_campaigns c ON c.id = e.campaign_id ' +
        'WHERE e.user_id = ? AND e.count > 0 ORDER BY e.created_at DESC, e.id DESC',
      [userId],
    );
    return rows.map((r) => ({
      id: num(r.id),
      campaignId: num(r.campaign_id),
      userId,
      source: r.source as EntrySource,
      reasonKey: r.reason_key as string,
      count: num(r.count),
      detail: (r.detail as string | null) ?? null,
      createdAt: num(r.created_at),
      slug: r.slug as string,
      endsAt: num(r.ends_at),
    }));
  }

  /** Fans a fan invited (newest first), with whether each earned the inviter entries (in any campaign). */
  async invitesOf(
    userId: number,
  ): Promise<Array<{ id: number; email: string; createdAt: number; earned: boolean; toppedUp: boolean }>> {
    const invited = await this.sql.rows<Record<string, unknown>>(
      'SELECT id, email, created_at FROM users WHERE invited_by = ? ORDER BY created_at DESC, id DESC',
      [userId],
    );
    const keys = new Set(
      (
        await this.sql.rows<{ reason_key: string }>(
          "SELECT reason_key FROM giveaway_entries WHERE user_id = ? AND count > 0 AND source IN ('invite', 'inviteTopup')",
          [userId],
        )
      ).map((r) => r.reason_key),
    );
    return invited.map((r) => ({
      id: num(r.id),
      email: r.email as string,
      createdAt: num(r.created_at),
      earned: keys.has(`invite:${num(r.id)}`),
      toppedUp: keys.has(`invite-topup:${num(r.id)}`),
    }));
  }

  /** The draw's participants: fans who joined, with their entries in the campaign and public id. */
  async participants(
    tx: EntityManager,
    campaignId: number,
  ): Promise<Array<{ userId: number; uuid: string; email: string; lang: string | null; entries: number }>> {
    const rows = await this.sql.rows<Record<string, unknown>>(
      // The account's language (what every e-mail to it is written in), else the one the fan joined in.
      'SELECT t.user_id, COALESCE(u.lang, t.lang) AS lang, u.uuid, u.email, (t.register + t.topup + t.invite + t.invite_topup) AS entries ' +
        'FROM giveaway_tallies t JOIN users u ON u.id = t.user_id ' +
        'WHERE t.campaign_id = ? AND t.joined_at IS NOT NULL ORDER BY t.user_id',
      [campaignId],
      tx,
    );
    return rows.map((r) => ({
      userId: num(r.user_id),
      uuid: r.uuid as string,
      email: r.email as string,
      lang: (r.lang as string | null) ?? null,
      entries: num(r.entries),
    }));
  }

  /** Entries per fan from the entry rows (what verify checks the tallies and the published list against). */
  async entrySums(campaignId: number): Promise<Map<number, number>> {
    const rows = await this.sql.rows<{ user_id: unknown; total: unknown }>(
      'SELECT user_id, SUM(count) AS total FROM giveaway_entries WHERE campaign_id = ? GROUP BY user_id',
      [campaignId],
    );
    return new Map(rows.map((r) => [num(r.user_id), num(r.total)]));
  }
}
