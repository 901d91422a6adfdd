import type { ConsoleCampaignBody, ConsoleCampaignView, GiveawayResultView } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { checkCampaign, DrawService, GiveawayService } from '../giveaway/index.js';
import type { DrawOutcome } from '../giveaway/index.js';
import type { ConsoleAccess } from '../roles/index.js';

/** A refused outcome of the draw service as the console's coded error. */
function settled(outcome: DrawOutcome): void {
  if (!outcome.ok)
    throw new AppError(outcome.refusal ?? 'CONSOLE_CAMPAIGN_INVALID', { problems: outcome.lines.join('; ') });
}

/**
 * Giveaway campaigns in the console: the checks of `ops giveaway create` (campaign-input.ts) and
 * the draw service the command line calls (commit, draw), each change in the audit log.
 */
@Injectable()
export class ConsoleGiveawayService {
  constructor(
    private readonly draws: DrawService,
    private readonly giveaway: GiveawayService,
  ) {}

  list(): Promise<ConsoleCampaignView[]> {
    return this.giveaway.campaigns();
  }

  async create(access: ConsoleAccess, body: ConsoleCampaignBody): Promise<ConsoleCampaignView> {
    const input = checkCampaign(body);
    if (Array.isArray(input))
      throw new AppError('CONSOLE_CAMPAIGN_INVALID', { problems: input.join('; ') }, { problems: input });
    settled(await this.draws.create(access.actor, input));
    return this.campaign(input.slug);
  }

  async commit(access: ConsoleAccess, slug: string): Promise<ConsoleCampaignView> {
    settled(await this.draws.commit(access.actor, slug));
    return this.campaign(slug);
  }

  async draw(access: ConsoleAccess, slug: string): Promise<GiveawayResultView> {
    settled(await this.draws.draw(access.actor, slug));
    return this.giveaway.result(slug);
  }

  /** The published draw, winners masked as the fan's result page shows them. */
  async result(slug: string): Promise<GiveawayResultView> {
    await this.campaign(slug);
    return this.giveaway.result(slug);
  }

  private async campaign(slug: string): Promise<ConsoleCampaignView> {
    const found = (await this.giveaway.campaigns()).find((c) => c.slug === slug);
    if (!found) throw new AppError('CONSOLE_CAMPAIGN_NOT_FOUND');
    return found;
  }
}
