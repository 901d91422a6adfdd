import {
  type DrawParticipant,
  drawWinners,
  type Language,
  LANGUAGES,
  participantCode,
  type ReplyCodeKey,
  seedCommitment,
  translate,
} from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { NoticesService } from '../basic/index.js';
import { Outbox } from '../outbox/index.js';
import type { CampaignInput } from './campaign-input.js';
import type { Campaign } from './entities/campaign.entity.js';
import { GiveawayRepository } from './giveaway.repository.js';
import { type DrawnWinner, prizesOf } from './giveaway.service.js';
import { PrizeVouchers } from './prize-vouchers.js';

/** Why the draw service refuses a change, as the console answers it. */
export type DrawRefusal = Extract<
  ReplyCodeKey,
  | 'CONSOLE_CAMPAIGN_NOT_FOUND'
  | 'CONSOLE_CAMPAIGN_SLUG_TAKEN'
  | 'CONSOLE_CAMPAIGN_ENDED'
  | 'CONSOLE_CAMPAIGN_COMMITTED'
  | 'CONSOLE_CAMPAIGN_NOT_ENDED'
  | 'CONSOLE_CAMPAIGN_NOT_COMMITTED'
  | 'CONSOLE_CAMPAIGN_DRAWN'
>;

/** An outcome: lines for the ops CLI to print, whether it worked, and why not as a console code. */
export interface DrawOutcome {
  ok: boolean;
  lines: string[];
  refusal?: DrawRefusal;
}

const refused = (refusal: DrawRefusal, line: string): DrawOutcome => ({ ok: false, lines: [line], refusal });

/**
 * The campaign's life for operators: create it, commit to a secret seed before the end (its
 * SHA-256 is published), draw after the end (the seed is revealed and the winners picked by
 * drawWinners over the published participant list), and verify a draw from what was published.
 */
@Injectable()
export class DrawService {
  private readonly logger = new Logger(DrawService.name);

  constructor(
    private readonly giveaway: GiveawayRepository,
    private readonly transactions: TransactionRunner,
    private readonly notices: NoticesService,
    private readonly vouchers: PrizeVouchers,
    private readonly outbox: Outbox,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new campaign (the console and `ops giveaway create` check the input with campaign-input.ts). */
  async create(actor: Actor, input: CampaignInput): Promise<DrawOutcome> {
    try {
      const values = {
        slug: input.slug,
        name: input.name,
        prizes: JSON.stringify(input.prizes),
        rules: JSON.stringify(input.rules),
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        seed: null,
        seedHash: null,
        committedAt: null,
        participants: null,
        winners: null,
        drawnAt: null,
        createdAt: this.clock.now(),
      };
      const campaign = await this.transactions.withTransaction(async (tx) => {
        const created = await this.giveaway.insertCampaign(tx, values);
        await this.audit.record(tx, actor, 'giveaway.create', {
          target: created.slug,
          after: { name: input.name, startsAt: input.startsAt, endsAt: input.endsAt, prizes: input.prizes },
        });
        return created;
      });
      const period = `${new Date(campaign.startsAt).toISOString()} – ${new Date(campaign.endsAt).toISOString()}`;
      return { ok: true, lines: [`created giveaway ${campaign.slug} (${campaign.name}), ${period}`] };
    } catch (error) {
      if (isUniqueViolation(error))
        return refused('CONSOLE_CAMPAIGN_SLUG_TAKEN', `a giveaway ${input.slug} exists already`);
      throw error;
    }
  }

  /** Chooses the secret seed and publishes its SHA-256; only before the end, only once. */
  async commit(actor: Actor, slug: string): Promise<DrawOutcome> {
    const campaign = await this.giveaway.bySlug(slug);
    if (!campaign) return refused('CONSOLE_CAMPAIGN_NOT_FOUND', `no giveaway ${slug}`);
    if (this.clock.now() >= campaign.endsAt)
      return refused('CONSOLE_CAMPAIGN_ENDED', `${slug} has ended: a commitment must come before the end`);
    const seed = randomBytes(32).toString('hex');
    const hash = seedCommitment(seed);
    const committed = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.giveaway.commit(tx, campaign.id, seed, hash, this.clock.now()))) return false;
      // The seed itself stays secret until the draw: only its SHA-256 is recorded.
      await this.audit.record(tx, actor, 'giveaway.commit', { target: slug, after: { seedHash: hash } });
      return true;
    });
    if (!committed) {
      return refused('CONSOLE_CAMPAIGN_COMMITTED', `${slug} is committed already: ${campaign.seedHash ?? ''}`);
    }
    return { ok: true, lines: [`committed ${slug}: SHA-256 of the seed ${hash}`] };
  }

  /** After the end: reveals the seed, picks the winners, tells them; once. */
  async draw(actor: Actor, slug: string): Promise<DrawOutcome> {
    const campaign = await this.giveaway.bySlug(slug);
    if (!campaign) return refused('CONSOLE_CAMPAIGN_NOT_FOUND', `no giveaway ${slug}`);
    if (this.clock.now() < campaign.endsAt) return refused('CONSOLE_CAMPAIGN_NOT_ENDED', `${slug} has not ended yet`);
    if (!campaign.seed)
      return refused(
        'CONSOLE_CAMPAIGN_NOT_COMMITTED',
        `${slug} was never committed (pnpm ops giveaway commit ${slug} before the end)`,
      );
    const slots = prizesOf(campaign).flatMap((prize) => Array.from({ length: prize.quantity }, () => prize));
    const now = this.clock.now();
    const outcome = await this.transactions.withTransaction(async (tx) => {
      const fans = await this.giveaway.participants(tx, campaign.id);
      const byCode = new Map(fans.map((f) => [participantCode(campaign.slug, f.uuid), f]));
      const published: DrawParticipant[] = [...byCode.entries()]
        .filter(([, f]) => f.entries > 0)
        .map(([code, f]) => ({ code, entries: f.entries }))
        .sort((a, b) => (a.code < b.code ? -1 : 1));
      const codes = drawWinners(campaign.seed!, published, slots.length);
      const winners: DrawnWinner[] = codes.map((code, slot) => {
        const fan = byCode.get(code)!;
        return { slot, prize: slots[slot]!.name, code, userId: fan.userId, email: fan.email };
      });
      if (!(await this.giveaway.recordDraw(tx, campaign.id, JSON.stringify(published), JSON.stringify(winners), now))) {
        return null;
      }
      await this.audit.record(tx, actor, 'giveaway.draw', {
        target: campaign.slug,
        before: { seedHash: campaign.seedHash },
        after: { seed: campaign.seed, participants: published.length, winners: winners.map((w) => w.code) },
      });
      const url = `${this.config.publicApiUrl}/#/giveaway/result?campaign=${encodeURIComponent(campaign.slug)}`;
      for (const w of winners) {
        const lang = this.langOf(byCode.get(w.code)!.lang);
        const params = { prize: w.prize, campaign: campaign.name };
        await this.notices.notifyUser(
          tx,
          w.userId,
          translate('giveaway.winNoticeTitle', lang, params),
          translate('giveaway.winNoticeText', lang, params),
        );
        // The winner's e-mail, in the outbox with the draw: one per campaign and prize slot.
        const message = {
          to: w.email,
          subject: translate('giveaway.winSubject', lang, { ...params, url }),
          text: translate('giveaway.winText', lang, { ...params, url }),
        };
        await this.outbox.mail(tx, `giveaway:${campaign.slug}:win:${w.slot}`, message, w.userId);
      }
      return { winners, published };
    });
    if (!outcome) return refused('CONSOLE_CAMPAIGN_DRAWN', `${slug} was drawn already`);
    await this.deliver(campaign, slots, outcome.winners);
    return {
      ok: true,
      lines: [
        `drew ${slug}: seed ${campaign.seed}, SHA-256 ${campaign.seedHash ?? ''}, ${outcome.published.length} participants`,
        ...outcome.winners.map((w) => `  ${w.prize}: ${w.code} (${w.email})`),
      ],
    };
  }

  /** Re-runs a draw from what was published: the seed against its commitment, the winners from the list and seed. */
  async verify(slug: string): Promise<DrawOutcome> {
    const campaign = await this.giveaway.bySlug(slug);
    if (!campaign) return { ok: false, lines: [`no giveaway ${slug}`] };
    if (campaign.drawnAt === null || !campaign.seed) return { ok: false, lines: [`${slug} has not been drawn`] };
    const problems: string[] = [];
    if (seedCommitment(campaign.seed) !== campaign.seedHash)
      problems.push('the seed does not match its published SHA-256');
    const published = JSON.parse(campaign.participants ?? '[]') as DrawParticipant[];
    const stored = (JSON.parse(campaign.winners ?? '[]') as DrawnWinner[]).map((w) => w.code);
    const slots = prizesOf(campaign).reduce((n, p) => n + p.quantity, 0);
    const again = drawWinners(campaign.seed, published, slots);
    if (again.join(',') !== stored.join(','))
      problems.push(`re-run winners ${again.join(',')} differ from the published ${stored.join(',')}`);
    // The published entries are the entry rows' sums.
    const sums = await this.giveaway.entrySums(campaign.id);
    const codes = new Map(
      (await this.transactions.withTransaction((tx) => this.giveaway.participants(tx, campaign.id))).map((f) => [
        participantCode(campaign.slug, f.uuid),
        f.userId,
      ]),
    );
    for (const p of published) {
      const userId = codes.get(p.code);
      if (userId === undefined || (sums.get(userId) ?? 0) !== p.entries)
        problems.push(`participant ${p.code}: entries differ from the entry records`);
    }
    return problems.length
      ? { ok: false, lines: problems }
      : {
          ok: true,
          lines: [
            `${slug} verified: the seed matches ${campaign.seedHash ?? ''}; the ${stored.length} winners re-run the same`,
          ],
        };
  }

  private langOf(lang: string | null): Language {
    return LANGUAGES.includes(lang as Language) ? (lang as Language) : 'en_US';
  }

  /** After the draw's commit: voucher prizes into My Voucher (each once by its key). */
  private async deliver(campaign: Campaign, slots: ReturnType<typeof prizesOf>, winners: DrawnWinner[]): Promise<void> {
    for (const w of winners) {
      const prize = slots[w.slot]!;
      try {
        if (prize.voucher)
          await this.vouchers.grant(w.userId, prize.voucher, prize.name, `giveaway:${campaign.slug}:${w.slot}`);
      } catch (error) {
        this.logger.error(`the voucher of winner ${w.code} of ${campaign.slug} failed: ${String(error)}`);
      }
    }
  }
}
