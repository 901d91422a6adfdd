import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_CODE_TYPES, type EmailCodeType } from '@fanpass/contracts';
import { IsIn, IsNotEmpty } from 'class-validator';
import {
  AreaCodeField,
  AvatarField,
  CaptchaField,
  CodeField,
  CurrentPasswordField,
  EmailField,
  InviteCodeField,
  NewPasswordField,
  NicknameField,
  PayPasswordField,
  PhoneField,
} from './fields.js';

const TypeField = () => {
  const property = ApiProperty({ enum: EMAIL_CODE_TYPES });
  const notEmpty = IsNotEmpty();
  const isIn = IsIn([...EMAIL_CODE_TYPES], { message: 'account.codeTypeRule' });
  return (target: object, key: string) => {
    property(target, key);
    notEmpty(target, key);
    isIn(target, key);
  };
};

export class EmailCodeSendDto {
  @EmailField() email: string;
  @TypeField() type: EmailCodeType;
  @CaptchaField(true) captcha: string;
}

export class EmailCodeCheckDto {
  @EmailField() email: string;
  @CodeField() code: string;
  @TypeField() type: EmailCodeType;
}

export class RegByEmailDto {
  @EmailField() email: string;
  @NewPasswordField() password: string;
  @CodeField() code: string;
  @NicknameField() nickname?: string;
  @InviteCodeField() inviteCode?: string;
  @CaptchaField(false) captcha?: string;
}

export class LoginByEmailDto {
  @EmailField() email: string;
  @CurrentPasswordField() password: string;
}

export class EmailQuery {
  @EmailField() email: string;
}

export class UpdateUserInfoDto {
  @NicknameField() nickname?: string;
  @AvatarField() avatar?: string;
}

export class UpdatePasswordByEmailCodeDto {
  @EmailField() email: string;
  @CodeField() code: string;
  @NewPasswordField() password: string;
}

export class UpdatePasswordByOldPwdDto {
  @CurrentPasswordField() oldPassword: string;
  @NewPasswordField() password: string;
}

export class UpdatePayPasswordDto {
  @PayPasswordField() payPassword: string;
}

export class UpdatePayPasswordByEmailCodeDto {
  @CodeField() code: string;
  @PayPasswordField() payPassword: string;
}

export class UpdatePayPasswordByOldPwdDto {
  @PayPasswordField() oldPayPassword: string;
  @PayPasswordField() payPassword: string;
}

export class NewEmailCodeDto {
  @EmailField() email: string;
}

export class UpdUserEmailDto {
  @CodeField() oldCode: string;
  @EmailField() email: string;
  @CodeField() newCode: string;
}

export class PhoneCodeSendDto {
  @AreaCodeField() areaCode: string;
  @PhoneField() phone: string;
  @CaptchaField(true) captcha: string;
}

export class PhoneCodeCheckDto {
  @AreaCodeField() areaCode: string;
  @PhoneField() phone: string;
  @CodeField() code: string;
}
