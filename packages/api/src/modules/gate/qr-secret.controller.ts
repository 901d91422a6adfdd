import type * as contracts from '@fanpass/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { TicketCodeQuery } from './dto/ticket-code.query.js';
import * as views from './dto/gate.view.js';
import { GateService } from './gate.service.js';

/** The holder's side: the secret the device draws the rotating QR from (kept in its encrypted store). */
@ApiTags('ticket')
@Controller(api('ticket'))
export class QrSecretController {
  constructor(private readonly gate: GateService) {}

  @Get('qrSecret')
  @ApiOperation({ summary: "My ticket's QR secret and step; the device draws the rotating QR from it offline" })
  @ApiReply(views.TicketQrSecretView)
  qrSecret(@CurrentUser() user: AuthUser, @Query() query: TicketCodeQuery): Promise<contracts.TicketQrSecretView> {
    return this.gate.qrSecret(user.id, query.code);
  }
}
