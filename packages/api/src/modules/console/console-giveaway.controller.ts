import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { GiveawayResultView } from '../giveaway/index.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { ConsoleGiveawayService } from './console-giveaway.service.js';
import * as dto from './dto/console-support.dto.js';

/** Campaigns are the platform's, not an event's: only an admin runs them. */
const RUNNING = ['admin'] as const;

/** Giveaway campaigns: list, create, commit to the seed, draw, the result (as `ops giveaway`). */
@ApiTags('console')
@Controller(api('console/giveaway'))
export class ConsoleGiveawayController {
  constructor(private readonly campaigns: ConsoleGiveawayService) {}

  @Get()
  @ConsoleRoute(RUNNING)
  @ApiOperation({ summary: 'Every giveaway campaign, newest first: period, state, commitment, draw, fans joined' })
  @ApiReply([dto.ConsoleCampaignView])
  list(): Promise<contracts.ConsoleCampaignView[]> {
    return this.campaigns.list();
  }

  @Post('create')
  @ConsoleRoute(RUNNING)
  @ApiOperation({ summary: 'Create a campaign (checked as `ops giveaway create` checks it); rules default to spec §9' })
  @ApiReply(dto.ConsoleCampaignView)
  create(@ConsoleUser() access: ConsoleAccess, @Body() body: dto.CampaignBody): Promise<contracts.ConsoleCampaignView> {
    return this.campaigns.create(access, body);
  }

  @Post('commit')
  @ConsoleRoute(RUNNING)
  @ApiOperation({ summary: "Before the end: choose the draw's secret seed and publish its SHA-256 (once)" })
  @ApiReply(dto.ConsoleCampaignView)
  commit(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.CampaignSlugBody,
  ): Promise<contracts.ConsoleCampaignView> {
    return this.campaigns.commit(access, body.slug);
  }

  @Post('draw')
  @ConsoleRoute(RUNNING)
  @ApiOperation({
    summary: 'After the end: reveal the seed, draw the winners and tell them (once); answers the result',
  })
  @ApiReply(GiveawayResultView)
  draw(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.CampaignSlugBody,
  ): Promise<contracts.GiveawayResultView> {
    return this.campaigns.draw(access, body.slug);
  }

  @Get('result')
  @ConsoleRoute(RUNNING)
  @ApiOperation({ summary: "A campaign's draw: commitment, seed, participants and winners, masked as fans see them" })
  @ApiReply(GiveawayResultView)
  result(@Query() query: dto.CampaignSlugQuery): Promise<contracts.GiveawayResultView> {
    return this.campaigns.result(query.slug);
  }
}
