import type { EnquiryReceiptView } from '@fanpass/contracts';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@fanpass/contracts';
import { Body, Controller, Post, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { OptionalAuth, Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { ApiReply } from '../../common/http/api-reply.js';
import { MaybeUser, type AuthUser } from '../sessions/index.js';
import { CooperationBody, SupportBody } from './dto/enquiry.dto.js';
import { EnquiryReceiptView as ReceiptSchema } from './dto/enquiry.view.js';
import { type Sender, SupportService } from './support.service.js';

/**
 * A support request's body may carry one image as base64 (4/3 of its size) beside the text: the
 * route takes more than the usual JSON limit, so an image over 2 MB gets 'Upload limit exceeded'
 * rather than the generic too-large answer.
 */
const SUPPORT_BODY_LIMIT = Math.ceil((SUPPORT_ATTACHMENT_MAX_BYTES * 4) / 3) * 2 + 64 * 1024;

function sender(request: FastifyRequest, user: AuthUser | undefined): Sender {
  return { ip: request.ip, lang: requestLanguage(request), userId: user?.id ?? null };
}

@ApiTags('support')
@Public()
@OptionalAuth()
@Controller(api())
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('businessCooperation/submit')
  @ApiOperation({
    summary: 'Business cooperation form (spec §3): stored, e-mailed to the operators, confirmed to the sender',
    description:
      'Needs a human check; throttled per client address and per e-mail address (429). Answers the reference number.',
  })
  @ApiReply(ReceiptSchema)
  cooperation(
    @Body() body: CooperationBody,
    @Req() request: FastifyRequest,
    @MaybeUser() user: AuthUser | undefined,
  ): Promise<EnquiryReceiptView> {
    return this.support.cooperation(body, sender(request, user));
  }

  @Post('support/submit')
  @RouteConfig({ bodyLimit: SUPPORT_BODY_LIMIT })
  @ApiOperation({
    summary: 'Support request (contact form): issue type, issue text, contact details, optionally one image',
    description:
      'The image is a data URL of a PNG, JPEG, GIF or WebP of at most 2 MB (7101 Upload limit exceeded, 7102 not an image). Needs a human check; throttled like the cooperation form.',
  })
  @ApiReply(ReceiptSchema)
  request(
    @Body() body: SupportBody,
    @Req() request: FastifyRequest,
    @MaybeUser() user: AuthUser | undefined,
  ): Promise<EnquiryReceiptView> {
    return this.support.support(body, sender(request, user));
  }
}
