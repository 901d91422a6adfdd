import type * as contracts from '@fanpass/contracts';
import { consoleSections } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { RepairExempt } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { AuditService } from '../audit/index.js';
import { UsersRepository } from '../users/index.js';
import type { ConsoleAccess } from './console-access.js';
import { ConsoleRoute, ConsoleUser } from './console.guard.js';
import * as dto from './dto/roles.dto.js';
import { RolesService } from './roles.service.js';

/** The console's own calls: who I am there, the roles (admins), the audit log. */
@ApiTags('console')
@Controller(api('console'))
export class ConsoleAccessController {
  constructor(
    private readonly roles: RolesService,
    private readonly audit: AuditService,
    private readonly users: UsersRepository,
  ) {}

  @Get('me')
  @ConsoleRoute(['admin', 'organiser', 'staff', 'support'])
  // The console's frame loads during repair mode, so an admin can reach the switch that ends it.
  @RepairExempt()
  @ApiOperation({ summary: 'Who I am in the console: my roles, my events and the menu they open' })
  @ApiReply(dto.ConsoleMeView)
  async me(@ConsoleUser() access: ConsoleAccess): Promise<contracts.ConsoleMeView> {
    const user = await this.users.findById(access.userId);
    return {
      userId: access.userId,
      email: access.email,
      nickname: user?.nickname ?? '',
      roles: access.roles,
      organiserOf: access.eventsAs('organiser'),
      staffOf: access.eventsAs('staff'),
      sections: consoleSections(access.roles),
    };
  }

  @Get('roles')
  @ConsoleRoute(['admin'])
  @ApiOperation({ summary: 'Every console role held (of one event and the platform, when asked)' })
  @ApiReply([dto.ConsoleGrantView])
  list(@Query() query: dto.ConsoleRolesQuery): Promise<contracts.ConsoleGrantView[]> {
    return this.roles.list(query.eventId);
  }

  @Post('roles/grant')
  @ConsoleRoute(['admin'])
  @ApiOperation({
    summary: "Give an account a console role (organiser and staff: for an event); answers the account's roles",
  })
  @ApiReply([dto.ConsoleGrantView])
  grant(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.ConsoleGrantBody,
  ): Promise<contracts.ConsoleGrantView[]> {
    return this.roles.grant(access.actor, body);
  }

  @Post('roles/revoke')
  @ConsoleRoute(['admin'])
  @ApiOperation({ summary: "Take a console role away; answers the account's remaining roles" })
  @ApiReply([dto.ConsoleGrantView])
  revoke(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.ConsoleGrantBody,
  ): Promise<contracts.ConsoleGrantView[]> {
    return this.roles.revoke(access.actor, body);
  }

  @Get('audit')
  @ConsoleRoute(['admin', 'organiser'], { event: 'eventId' })
  @ApiOperation({
    summary: 'The audit log, newest first: every console and ops action (admins: all; organisers: their events)',
  })
  @ApiReply(dto.AuditPageView)
  auditLog(@ConsoleUser() access: ConsoleAccess, @Query() query: dto.AuditQuery): Promise<contracts.AuditPageView> {
    return this.audit.search({ ...query, eventIds: access.visibleEvents(['admin', 'organiser']) });
  }
}
