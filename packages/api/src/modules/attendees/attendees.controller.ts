import type { AttendeeListView, AttendeeView, DeletedView } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { AttendeesService } from './attendees.service.js';
import { AttendeeBody, AttendeeIdBody, AttendeeUpdateBody } from './dto/attendee.dto.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as shared from '../../common/http/shared.view.js';
import * as views from './dto/attendee.view.js';

@ApiTags('attendee')
@Controller(api('attendee'))
export class AttendeesController {
  constructor(private readonly attendees: AttendeesService) {}

  @Get('list')
  @ApiOperation({ summary: 'My real-name attendees, with the disclosure text (key and translated text)' })
  @ApiReply(views.AttendeeListView)
  list(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<AttendeeListView> {
    return this.attendees.list(user.id, requestLanguage(request));
  }

  @Post('create')
  @ApiOperation({ summary: 'Add an attendee: full name, ID type and number, phone' })
  @ApiReply(views.AttendeeView)
  create(@CurrentUser() user: AuthUser, @Body() body: AttendeeBody): Promise<AttendeeView> {
    return this.attendees.create(user.id, body);
  }

  @Post('update')
  @ApiOperation({ summary: 'Edit one of my attendees' })
  @ApiReply(views.AttendeeView)
  update(@CurrentUser() user: AuthUser, @Body() body: AttendeeUpdateBody): Promise<AttendeeView> {
    const { id, ...rest } = body;
    return this.attendees.update(user.id, id, rest);
  }

  @Post('delete')
  @ApiOperation({ summary: 'Delete one of my attendees (orders keep their own copy)' })
  @ApiReply(shared.DeletedView)
  remove(@CurrentUser() user: AuthUser, @Body() body: AttendeeIdBody): Promise<DeletedView> {
    return this.attendees.remove(user.id, body.id);
  }
}
