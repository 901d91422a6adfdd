import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCodes, ApiReply } from '../../common/http/api-reply.js';
import { RepairExempt } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { ConsoleCommunicationService } from './console-communication.service.js';
import * as dto from './dto/console-communication.dto.js';
import { ORGANISING } from './console-routes.js';

const ADMIN = ['admin'] as const;

/**
 * Communication in the console: the site-wide notice and repair mode (admins), a message to an
 * event's holders (admins, the event's organisers). Every route answers during repair mode so an
 * admin can turn it off here; the service refuses everyone else then (9999).
 */
@ApiTags('console')
@RepairExempt()
@Controller(api('console/communication'))
export class ConsoleCommunicationController {
  constructor(private readonly communication: ConsoleCommunicationService) {}

  @Get()
  @ConsoleRoute(ADMIN)
  @ApiOperation({ summary: 'The site-wide notice now (every language) and whether repair mode is on' })
  @ApiReply(dto.ConsoleCommunicationView)
  state(): Promise<contracts.ConsoleCommunicationView> {
    return this.communication.state();
  }

  @Post('notice')
  @ConsoleRoute(ADMIN)
  @ApiOperation({
    summary: 'Publish the site-wide notice (replaces the current one): English, and any of zh, zh_tw, th, vi, ms',
  })
  @ApiReply(dto.ConsoleCommunicationView)
  publishNotice(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.NoticeBody,
  ): Promise<contracts.ConsoleCommunicationView> {
    return this.communication.publishNotice(access, body);
  }

  @Post('notice/withdraw')
  @ConsoleRoute(ADMIN)
  @ApiOperation({ summary: 'Withdraw the site-wide notice' })
  @ApiReply(dto.ConsoleCommunicationView)
  @ApiCodes('CONSOLE_NOTICE_NONE')
  withdrawNotice(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleCommunicationView> {
    return this.communication.withdrawNotice(access);
  }

  @Post('repair/on')
  @ConsoleRoute(ADMIN)
  @ApiOperation({ summary: 'Turn repair mode on (or change its message): every fan call answers 503/9999' })
  @ApiReply(dto.ConsoleCommunicationView)
  repairOn(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.RepairOnBody,
  ): Promise<contracts.ConsoleCommunicationView> {
    return this.communication.repairOn(access, body.message);
  }

  @Post('repair/off')
  @ConsoleRoute(ADMIN)
  @ApiOperation({ summary: 'Turn repair mode off' })
  @ApiReply(dto.ConsoleCommunicationView)
  repairOff(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleCommunicationView> {
    return this.communication.repairOff(access);
  }

  @Get('events')
  @ConsoleRoute(ORGANISING)
  @ApiOperation({ summary: 'The events I may message (an admin: all), with how many accounts hold their tickets' })
  @ApiReply([dto.ConsoleMessageEventView])
  @ApiCodes('REPAIR')
  events(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleMessageEventView[]> {
    return this.communication.messageEvents(access);
  }

  @Post('message')
  @ConsoleRoute(ORGANISING, { event: 'eventId' })
  @ApiOperation({
    summary:
      'A message to everyone holding a ticket of the event (inbox, push, e-mail by their choices); the same key sends nothing twice',
  })
  @ApiReply(dto.ConsoleHolderMessageView)
  @ApiCodes('CONSOLE_EVENT_NOT_FOUND', 'REPAIR')
  message(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.HolderMessageBody,
  ): Promise<contracts.ConsoleHolderMessageView> {
    return this.communication.messageHolders(access, body);
  }
}
