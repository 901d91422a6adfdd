import type { CodeSentView, EmailView, UserInfo } from '@fanpass/contracts';
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { AccountsService } from './accounts.service.js';
import { Info, type RequestInfo } from './caller.js';
import {
  EmailQuery,
  LoginByEmailBody,
  NewEmailCodeBody,
  PhoneCodeCheckBody,
  RegisterByEmailBody,
  UpdatePasswordByEmailCodeBody,
  UpdatePasswordByOldPwdBody,
  UpdatePayPasswordByEmailCodeBody,
  UpdatePayPasswordByOldPwdBody,
  UpdatePayPasswordBody,
  UpdateUserInfoBody,
  UpdateUserEmailBody,
} from './dto/accounts.dto.js';
import { EmailChangeService } from './email-change.service.js';
import { PaymentPasswordService } from './payment-password.service.js';
import { VerificationService } from './verification.service.js';
import { ApiReply, NO_DATA } from '../../common/http/api-reply.js';
import * as views from './dto/accounts.view.js';

@ApiTags('userInfo')
@Controller(api('userInfo'))
export class UserInfoController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly payPasswords: PaymentPasswordService,
    private readonly emailChange: EmailChangeService,
    private readonly verification: VerificationService,
  ) {}

  @Public()
  @Post('regByEmail')
  @ApiOperation({ summary: 'Sign up with the register code; answers the user info with token (signed in)' })
  @ApiReply(views.UserInfoView)
  register(@Body() body: RegisterByEmailBody, @Info() info: RequestInfo): Promise<UserInfo> {
    return this.accounts.register(body, info);
  }

  @Public()
  @Post('loginByEmail')
  @ApiOperation({ summary: 'Sign in; answers the user info with token and both flags' })
  @ApiReply(views.UserInfoView)
  login(@Body() body: LoginByEmailBody, @Info() info: RequestInfo): Promise<UserInfo> {
    return this.accounts.login(body, info);
  }

  @Public()
  @Get('getUserInfoByEmail')
  @ApiOperation({ summary: '{email} when the address is registered, else code 1001' })
  @ApiReply(views.EmailView)
  lookUp(@Query() query: EmailQuery): Promise<EmailView> {
    return this.accounts.lookUp(query.email);
  }

  @Get('getUserInfo/:id')
  @ApiOperation({ summary: 'Your own user info by your numeric id (any other id: 403)' })
  @ApiReply(views.UserInfoView)
  info(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<UserInfo> {
    return this.accounts.info(me, id);
  }

  @Post('updateUserInfo')
  @ApiOperation({ summary: 'Change nickname and/or avatar; answers the user info' })
  @ApiReply(views.UserInfoView)
  updateUserInfo(@CurrentUser() me: AuthUser, @Body() body: UpdateUserInfoBody): Promise<UserInfo> {
    return this.accounts.updateProfile(me, body);
  }

  @Public()
  @Post('updatePasswordByEmailCode')
  @ApiOperation({ summary: 'Forgot password: the forget code sets a new password; every session ends' })
  @ApiReply(NO_DATA)
  resetPassword(@Body() body: UpdatePasswordByEmailCodeBody): Promise<null> {
    return this.accounts.resetPassword(body);
  }

  @Post('updatePasswordByOldPwd')
  @ApiOperation({ summary: 'Change the password with the current one; other sessions end' })
  @ApiReply(NO_DATA)
  changePassword(@CurrentUser() me: AuthUser, @Body() body: UpdatePasswordByOldPwdBody): Promise<null> {
    return this.accounts.changePassword(me, body);
  }

  @Post('updatePayPassword')
  @ApiOperation({ summary: 'Set the first payment password (6 digits); answers the user info' })
  @ApiReply(views.UserInfoView)
  setPayPassword(@CurrentUser() me: AuthUser, @Body() body: UpdatePayPasswordBody): Promise<UserInfo> {
    return this.payPasswords.setFirst(me, body.payPassword);
  }

  @Post('updatePayPasswordByEmailCode')
  @ApiOperation({ summary: 'Reset the payment password with a payPassword e-mail code' })
  @ApiReply(views.UserInfoView)
  resetPayPassword(@CurrentUser() me: AuthUser, @Body() body: UpdatePayPasswordByEmailCodeBody): Promise<UserInfo> {
    return this.payPasswords.resetWithCode(me, body.code, body.payPassword);
  }

  @Post('updatePayPasswordByOldPwd')
  @ApiOperation({ summary: 'Change the payment password with the current one (5 wrong lock payment)' })
  @ApiReply(views.UserInfoView)
  changePayPassword(@CurrentUser() me: AuthUser, @Body() body: UpdatePayPasswordByOldPwdBody): Promise<UserInfo> {
    return this.payPasswords.change(me, body.oldPayPassword, body.payPassword);
  }

  @Get('logout')
  @ApiOperation({ summary: 'End this session' })
  @ApiReply(NO_DATA)
  logout(@CurrentUser() me: AuthUser): Promise<void> {
    return this.accounts.logout(me);
  }

  @Post('getUpdUserEmailCode')
  @ApiOperation({ summary: 'E-mail change, step 1: a code to the current address' })
  @ApiReply(views.CodeSentView)
  oldEmailCode(@CurrentUser() me: AuthUser, @Info() info: RequestInfo): Promise<CodeSentView> {
    return this.emailChange.sendOldAddressCode(me, info.lang, info.ip);
  }

  @Post('getNewUserEmailCode')
  @ApiOperation({ summary: 'E-mail change, step 2: a code to the new address (never used before)' })
  @ApiReply(views.CodeSentView)
  newEmailCode(
    @CurrentUser() me: AuthUser,
    @Body() body: NewEmailCodeBody,
    @Info() info: RequestInfo,
  ): Promise<CodeSentView> {
    return this.emailChange.sendNewAddressCode(me, body.email, info.lang, info.ip);
  }

  @Post('updUserEmail')
  @ApiOperation({ summary: 'E-mail change: both codes; the old address is retired, every session ends' })
  @ApiReply(views.EmailView)
  updUserEmail(@CurrentUser() me: AuthUser, @Body() body: UpdateUserEmailBody): Promise<EmailView> {
    return this.emailChange.change(me, body);
  }

  @Post('updateUserPhone')
  @ApiOperation({ summary: 'Store a phone verified by its SMS code; answers the user info' })
  @ApiReply(views.UserInfoView)
  updateUserPhone(@CurrentUser() me: AuthUser, @Body() body: PhoneCodeCheckBody): Promise<UserInfo> {
    return this.verification.updatePhone(body, me);
  }
}
