import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { AccountsService } from './accounts.service.js';
import { Info, type RequestInfo } from './caller.js';
import {
  EmailQuery,
  LoginByEmailDto,
  NewEmailCodeDto,
  PhoneCodeCheckDto,
  RegByEmailDto,
  UpdatePasswordByEmailCodeDto,
  UpdatePasswordByOldPwdDto,
  UpdatePayPasswordByEmailCodeDto,
  UpdatePayPasswordByOldPwdDto,
  UpdatePayPasswordDto,
  UpdateUserInfoDto,
  UpdUserEmailDto,
} from './dto/accounts.dto.js';
import { EmailChangeService } from './email-change.service.js';
import { PaymentPasswordService } from './payment-password.service.js';
import { VerificationService } from './verification.service.js';

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
  register(@Body() dto: RegByEmailDto, @Info() info: RequestInfo) {
    return this.accounts.register(dto, info);
  }

  @Public()
  @Post('loginByEmail')
  @ApiOperation({ summary: 'Sign in; answers the user info with token and both flags' })
  login(@Body() dto: LoginByEmailDto, @Info() info: RequestInfo) {
    return this.accounts.login(dto, info);
  }

  @Public()
  @Get('getUserInfoByEmail')
  @ApiOperation({ summary: '{email} when the address is registered, else code 1001' })
  lookUp(@Query() query: EmailQuery) {
    return this.accounts.lookUp(query.email);
  }

  @Get('getUserInfo/:id')
  @ApiOperation({ summary: 'Your own user info by your numeric id (any other id: 403)' })
  info(@CurrentUser() me: AuthUser, @Param('id') id: string) {
    return this.accounts.info(me, id);
  }

  @Post('updateUserInfo')
  @ApiOperation({ summary: 'Change nickname and/or avatar; answers the user info' })
  updateUserInfo(@CurrentUser() me: AuthUser, @Body() dto: UpdateUserInfoDto) {
    return this.accounts.updateProfile(me, dto);
  }

  @Public()
  @Post('updatePasswordByEmailCode')
  @ApiOperation({ summary: 'Forgot password: the forget code sets a new password; every session ends' })
  resetPassword(@Body() dto: UpdatePasswordByEmailCodeDto) {
    return this.accounts.resetPassword(dto);
  }

  @Post('updatePasswordByOldPwd')
  @ApiOperation({ summary: 'Change the password with the current one; other sessions end' })
  changePassword(@CurrentUser() me: AuthUser, @Body() dto: UpdatePasswordByOldPwdDto) {
    return this.accounts.changePassword(me, dto);
  }

  @Post('updatePayPassword')
  @ApiOperation({ summary: 'Set the first payment password (6 digits); answers the user info' })
  setPayPassword(@CurrentUser() me: AuthUser, @Body() dto: UpdatePayPasswordDto) {
    return this.payPasswords.setFirst(me, dto.payPassword);
  }

  @Post('updatePayPasswordByEmailCode')
  @ApiOperation({ summary: 'Reset the payment password with a payPassword e-mail code' })
  resetPayPassword(@CurrentUser() me: AuthUser, @Body() dto: UpdatePayPasswordByEmailCodeDto) {
    return this.payPasswords.resetWithCode(me, dto.code, dto.payPassword);
  }

  @Post('updatePayPasswordByOldPwd')
  @ApiOperation({ summary: 'Change the payment password with the current one (5 wrong lock payment)' })
  changePayPassword(@CurrentUser() me: AuthUser, @Body() dto: UpdatePayPasswordByOldPwdDto) {
    return this.payPasswords.change(me, dto.oldPayPassword, dto.payPassword);
  }

  @Get('logout')
  @ApiOperation({ summary: 'End this session' })
  logout(@CurrentUser() me: AuthUser) {
    return this.accounts.logout(me);
  }

  @Post('getUpdUserEmailCode')
  @ApiOperation({ summary: 'E-mail change, step 1: a code to the current address' })
  oldEmailCode(@CurrentUser() me: AuthUser, @Info() info: RequestInfo) {
    return this.emailChange.sendOldAddressCode(me, info.lang, info.ip);
  }

  @Post('getNewUserEmailCode')
  @ApiOperation({ summary: 'E-mail change, step 2: a code to the new address (never used before)' })
  newEmailCode(@CurrentUser() me: AuthUser, @Body() dto: NewEmailCodeDto, @Info() info: RequestInfo) {
    return this.emailChange.sendNewAddressCode(me, dto.email, info.lang, info.ip);
  }

  @Post('updUserEmail')
  @ApiOperation({ summary: 'E-mail change: both codes; the old address is retired, every session ends' })
  updUserEmail(@CurrentUser() me: AuthUser, @Body() dto: UpdUserEmailDto) {
    return this.emailChange.change(me, dto);
  }

  @Post('updateUserPhone')
  @ApiOperation({ summary: 'Store a phone verified by its SMS code; answers the user info' })
  updateUserPhone(@CurrentUser() me: AuthUser, @Body() dto: PhoneCodeCheckDto) {
    return this.verification.updatePhone(dto, me);
  }
}
