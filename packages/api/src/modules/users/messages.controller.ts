import type { CodeSentView, CodeValidView } from '@fanpass/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth, Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, MaybeUser, type AuthUser } from '../sessions/index.js';
import { Info, type RequestInfo } from './caller.js';
import { EmailCodeCheckBody, EmailCodeSendBody, PhoneCodeCheckBody, PhoneCodeSendBody } from './dto/accounts.dto.js';
import { VerificationService } from './verification.service.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as views from './dto/accounts.view.js';

@ApiTags('emailMessage')
@Controller(api('emailMessage'))
export class EmailMessageController {
  constructor(private readonly verification: VerificationService) {}

  @Public()
  @OptionalAuth()
  @Post('emailCodeSend')
  @ApiOperation({
    summary: 'Send an e-mail code: {email, type, captcha} -> {resendAfterSeconds}',
    description:
      'register and forget need no login; changeEmail, transfer and payPassword go to the signed-in account’s own address; newEmail to an unused one.',
  })
  @ApiReply(views.CodeSentView)
  send(
    @Body() body: EmailCodeSendBody,
    @MaybeUser() me: AuthUser | undefined,
    @Info() info: RequestInfo,
  ): Promise<CodeSentView> {
    return this.verification.sendEmailCode(body, me, info.lang, info.ip);
  }

  /** The spec's source calls this path with a trailing space as well ('/emailMessage/emailCodeCheck '). */
  @Public()
  @OptionalAuth()
  @Post(['emailCodeCheck', 'emailCodeCheck '])
  @ApiOperation({ summary: 'Check an e-mail code without using it: {valid: true}; wrong register 1002, forget 1003' })
  @ApiReply(views.CodeValidView)
  check(@Body() body: EmailCodeCheckBody, @MaybeUser() me: AuthUser | undefined): Promise<CodeValidView> {
    return this.verification.checkEmailCode(body, me);
  }
}

@ApiTags('phoneMessage')
@Controller(api('phoneMessage'))
export class PhoneMessageController {
  constructor(private readonly verification: VerificationService) {}

  @Post('phoneCodeSend')
  @ApiOperation({
    summary:
      'Send an SMS code to a phone (human check; refused with 1029 when another account verified it): {areaCode, phone, captcha} -> {resendAfterSeconds}',
  })
  @ApiReply(views.CodeSentView)
  send(@Body() body: PhoneCodeSendBody, @CurrentUser() me: AuthUser, @Info() info: RequestInfo): Promise<CodeSentView> {
    return this.verification.sendPhoneCode(body, me, info.lang, info.ip);
  }

  @Post('phoneCodeCheck')
  @ApiOperation({ summary: 'Check an SMS code without using it: {valid: true}' })
  @ApiReply(views.CodeValidView)
  check(@Body() body: PhoneCodeCheckBody, @CurrentUser() me: AuthUser): Promise<CodeValidView> {
    return this.verification.checkPhoneCode(body, me);
  }
}
