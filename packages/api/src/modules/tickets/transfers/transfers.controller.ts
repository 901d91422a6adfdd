import type { CodeSentView, ShareTransferView, TransferDoneView, TransferRecipientView } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../../common/http/api-reply.js';
import { Public } from '../../../common/http/decorators.js';
import { api } from '../../../common/http/paths.js';
import { requestLanguage } from '../../../common/i18n/request-language.js';
import { CurrentUser, type AuthUser } from '../../sessions/index.js';
import * as views from './transfers.view.js';
import { ShareTransferQuery, TransferBody, TransferConfirmBody } from './transfers.dto.js';
import { TransfersService } from './transfers.service.js';

@ApiTags('ticket')
@Controller(api('ticket/transfer'))
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Post('check')
  @ApiOperation({ summary: 'Transfer step 1: my ticket may be transferred and the recipient is a registered account' })
  @ApiReply(views.TransferRecipientView)
  check(@CurrentUser() user: AuthUser, @Body() body: TransferBody): Promise<TransferRecipientView> {
    return this.transfers.check(user.id, body.code, body.toUserMail);
  }

  @Post('sendCode')
  @ApiOperation({ summary: 'Transfer step 2: e-mail me a verification code (resend after 60 s)' })
  @ApiReply(views.TransferCodeSentView)
  sendCode(
    @CurrentUser() user: AuthUser,
    @Body() body: TransferBody,
    @Req() request: FastifyRequest,
  ): Promise<CodeSentView> {
    return this.transfers.sendCode(user.id, body.code, body.toUserMail, requestLanguage(request), request.ip);
  }

  @Post('confirm')
  @ApiOperation({
    summary: 'Transfer step 3: with the e-mailed code, the ticket belongs to the recipient at once (non-reversible)',
  })
  @ApiReply(views.TransferDoneView)
  confirm(
    @CurrentUser() user: AuthUser,
    @Body() body: TransferConfirmBody,
    @Req() request: FastifyRequest,
  ): Promise<TransferDoneView> {
    return this.transfers.confirm(user.id, body, requestLanguage(request));
  }

  @Get('share')
  @Public()
  @ApiOperation({ summary: 'Public: what was transferred and by whom (the page the recipient’s e-mail links to)' })
  @ApiReply(views.ShareTransferView)
  share(@Query() query: ShareTransferQuery): Promise<ShareTransferView> {
    return this.transfers.share(query.token);
  }
}
