import type { WaitlistEntryView } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { requestTimeZone } from '../../common/i18n/request-time-zone.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { JoinWaitlistBody, WaitlistIdBody } from './dto/waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as views from './dto/waitlist.view.js';

@ApiTags('waitlist')
@Controller(api('waitlist'))
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post('join')
  @ApiOperation({ summary: 'Reserve seats on a sold-out seat area; answers my position' })
  @ApiReply(views.WaitlistEntryView)
  join(
    @CurrentUser() user: AuthUser,
    @Body() body: JoinWaitlistBody,
    @Req() request: FastifyRequest,
  ): Promise<WaitlistEntryView> {
    return this.waitlist.join(
      user,
      body.ticketTypeId,
      body.quantity,
      requestLanguage(request),
      requestTimeZone(request),
    );
  }

  @Post('leave')
  @ApiOperation({ summary: 'Leave the waiting list (an open offer is declined and passes on)' })
  @ApiReply(views.WaitlistEntryView)
  leave(@CurrentUser() user: AuthUser, @Body() body: WaitlistIdBody): Promise<WaitlistEntryView> {
    return this.waitlist.leave(user, body.id);
  }

  @Get('mine')
  @ApiOperation({ summary: 'My reservations with position, and my offers (holds to pay before expiresAt)' })
  @ApiReply([views.WaitlistEntryView])
  mine(@CurrentUser() user: AuthUser): Promise<WaitlistEntryView[]> {
    return this.waitlist.mine(user);
  }
}
