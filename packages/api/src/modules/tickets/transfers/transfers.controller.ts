import type {
  CodeSentView,
  OutgoingTransferView,
  ShareTransferView,
  TransferDoneView,
  TransferRecipientView,
} from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../../common/http/api-reply.js';
import { Public } from '../../../common/http/decorators.js';
import { api } from '../../../common/http/paths.js';
import { requestLanguage } from '../../../common/i18n/request-language.js';
import { CurrentUser, type AuthUser } from '../../sessions/index.js';
import * as views from './transfers.view.js';
import { ShareTransferQuery, TransferBody, TransferConfirmBody, TransferTokenBody } from './transfers.dto.js';
import { TransfersService } from './transfers.service.js';

@ApiTags('ticket')
@Controller(api('ticket/transfer'))
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Post('check')
  @ApiOperation({
    summary: 'Transfer step 1: my ticket may be transferred, and to an account or to an e-mail that will be invited',
  })
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
    summary:
      'Transfer step 3: with the e-mailed code, the ticket belongs to an account at once (non-reversible), or waits for an invited e-mail',
  })
  @ApiReply(views.TransferDoneView)
  confirm(
    @CurrentUser() user: AuthUser,
    @Body() body: TransferConfirmBody,
    @Req() request: FastifyRequest,
  ): Promise<TransferDoneView> {
    return this.transfers.confirm(user.id, body, requestLanguage(request));
  }

  @Post('accept')
  @ApiOperation({ summary: 'The invited recipient, signed in with the address it was sent to, takes a waiting ticket' })
  @ApiReply(views.TransferDoneView)
  accept(
    @CurrentUser() user: AuthUser,
    @Body() body: TransferTokenBody,
    @Req() request: FastifyRequest,
  ): Promise<TransferDoneView> {
    return this.transfers.accept(user.id, body.token, requestLanguage(request));
  }

  @Post('cancel')
  @ApiOperation({ summary: 'The sender takes back a ticket still waiting for its invited recipient' })
  @ApiReply(views.OutgoingTransferView)
  cancel(@CurrentUser() user: AuthUser, @Body() body: TransferTokenBody): Promise<OutgoingTransferView> {
    return this.transfers.cancel(user.id, body.token);
  }

  @Get('mine')
  @ApiOperation({ summary: 'The tickets I sent or am sending, newest first (My Tickets: Transferred to …)' })
  @ApiReply([views.OutgoingTransferView])
  mine(@CurrentUser() user: AuthUser): Promise<OutgoingTransferView[]> {
    return this.transfers.sent(user.id);
  }

  @Get('share')
  @Public()
  @ApiOperation({ summary: 'Public: what was transferred and by whom (the page the recipient’s e-mail links to)' })
  @ApiReply(views.ShareTransferView)
  share(@Query() query: ShareTransferQuery): Promise<ShareTransferView> {
    return this.transfers.share(query.token);
  }
}
