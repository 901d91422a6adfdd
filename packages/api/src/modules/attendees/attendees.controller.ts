import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { AttendeesService } from './attendees.service.js';
import { AttendeeBody, AttendeeIdBody, AttendeeUpdateBody } from './dto/attendee.dto.js';

@ApiTags('attendee')
@Controller(api('attendee'))
export class AttendeesController {
  constructor(private readonly attendees: AttendeesService) {}

  @Get('list')
  @ApiOperation({ summary: 'My real-name attendees, with the disclosure text (key and translated text)' })
  list(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.attendees.list(user.id, requestLanguage(request));
  }

  @Post('create')
  @ApiOperation({ summary: 'Add an attendee: full name, ID type and number, phone' })
  create(@CurrentUser() user: AuthUser, @Body() body: AttendeeBody) {
    return this.attendees.create(user.id, body);
  }

  @Post('update')
  @ApiOperation({ summary: 'Edit one of my attendees' })
  update(@CurrentUser() user: AuthUser, @Body() body: AttendeeUpdateBody) {
    const { id, ...rest } = body;
    return this.attendees.update(user.id, id, rest);
  }

  @Post('delete')
  @ApiOperation({ summary: 'Delete one of my attendees (orders keep their own copy)' })
  remove(@CurrentUser() user: AuthUser, @Body() body: AttendeeIdBody) {
    return this.attendees.remove(user.id, body.id);
  }
}
