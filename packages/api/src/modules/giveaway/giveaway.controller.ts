import type {
  GiveawayCampaignView,
  GiveawayJoinedView,
  GiveawayMyEntriesView,
  GiveawayMyInvitesView,
  GiveawayResultView,
} from '@fanpass/contracts';
import { Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { OptionalAuth, Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { CurrentUser, MaybeUser, type AuthUser } from '../sessions/index.js';
import { GiveawayResultQuery } from './dto/giveaway.dto.js';
import * as views from './dto/giveaway.view.js';
import { GiveawayService } from './giveaway.service.js';

@ApiTags('giveaway')
@Controller(api('giveaway'))
export class GiveawayController {
  constructor(private readonly giveaway: GiveawayService) {}

  @Public()
  @OptionalAuth()
  @Get('current')
  @ApiOperation({
    summary:
      'The giveaway now (running, else the next, else the last): name, prizes, period, rules, the seed commitment; signed in, whether I joined and my Active entries',
  })
  @ApiReply(views.GiveawayCampaignView)
  current(@MaybeUser() user: AuthUser | undefined): Promise<GiveawayCampaignView> {
    return this.giveaway.current(user);
  }

  @Post('join')
  @ApiOperation({
    summary: 'Join the running giveaway (only joined fans are drawn); joining again answers the first time',
  })
  @ApiReply(views.GiveawayJoinedView)
  join(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<GiveawayJoinedView> {
    return this.giveaway.join(user, requestLanguage(request));
  }

  @Get('myEntries')
  @ApiOperation({
    summary:
      'My Entry: my entries (Active until their campaign ends, then Expire), by source, each with time and reason',
  })
  @ApiReply(views.GiveawayMyEntriesView)
  myEntries(@CurrentUser() user: AuthUser): Promise<GiveawayMyEntriesView> {
    return this.giveaway.myEntries(user);
  }

  @Get('myInvites')
  @ApiOperation({ summary: 'Fans I invited (masked e-mails) and whether each earned me the invite entry' })
  @ApiReply(views.GiveawayMyInvitesView)
  myInvites(@CurrentUser() user: AuthUser): Promise<GiveawayMyInvitesView> {
    return this.giveaway.myInvites(user);
  }

  @Public()
  @Get('result')
  @ApiOperation({
    summary:
      "A campaign's draw: the seed's SHA-256, the seed once drawn, the participant list it ran over and the winners (masked)",
  })
  @ApiReply(views.GiveawayResultView)
  result(@Query() query: GiveawayResultQuery): Promise<GiveawayResultView> {
    return this.giveaway.result(query.campaign);
  }
}
