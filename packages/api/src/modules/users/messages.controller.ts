import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth, Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, MaybeUser, type AuthUser } from '../sessions/index.js';
import { Info, type RequestInfo } from './caller.js';
import { EmailCodeCheckDto, EmailCodeSendDto, PhoneCodeCheckDto, PhoneCodeSendDto } from './dto/accounts.dto.js';
import { VerificationService } from './verification.service.js';

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
  send(@Body() dto: EmailCodeSendDto, @MaybeUser() me: AuthUser | undefined, @Info() info: RequestInfo) {
    return this.verification.sendEmailCode(dto, me, info.lang, info.ip);
  }

  /** The spec's source calls this path with a trailing space as well ('/emailMessage/emailCodeCheck '). */
  @Public()
  @OptionalAuth()
  @Post(['emailCodeCheck', 'emailCodeCheck '])
  @ApiOperation({ summary: 'Check an e-mail code without using it: {valid: true}; wrong register 1002, forget 1003' })
  check(@Body() dto: EmailCodeCheckDto, @MaybeUser() me: AuthUser | undefined) {
    return this.verification.checkEmailCode(dto, me);
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
  send(@Body() dto: PhoneCodeSendDto, @CurrentUser() me: AuthUser, @Info() info: RequestInfo) {
    return this.verification.sendPhoneCode(dto, me, info.lang, info.ip);
  }

  @Post('phoneCodeCheck')
  @ApiOperation({ summary: 'Check an SMS code without using it: {valid: true}' })
  check(@Body() dto: PhoneCodeCheckDto, @CurrentUser() me: AuthUser) {
    return this.verification.checkPhoneCode(dto, me);
  }
}
