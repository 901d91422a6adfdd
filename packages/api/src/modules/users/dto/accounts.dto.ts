import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_CODE_TYPES, type EmailCodeType, type Language } from '@fanpass/contracts';
import { IsIn, IsNotEmpty } from 'class-validator';
import {
  AreaCodeField,
  AvatarField,
  CaptchaField,
  CodeField,
  CurrentPasswordField,
  EmailField,
  InviteCodeField,
  LanguageField,
  NewPasswordField,
  NicknameField,
  PayPasswordField,
  PhoneField,
  TermsVersionField,
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

export class EmailCodeSendBody {
  @EmailField() email: string;
  @TypeField() type: EmailCodeType;
  @CaptchaField(true) captcha: string;
}

export class EmailCodeCheckBody {
  @EmailField() email: string;
  @CodeField() code: string;
  @TypeField() type: EmailCodeType;
}

export class RegisterByEmailBody {
  @EmailField() email: string;
  @NewPasswordField() password: string;
  @CodeField() code: string;
  @NicknameField() nickname?: string;
  @InviteCodeField() inviteCode?: string;
  @CaptchaField(false) captcha?: string;
  @TermsVersionField() termsVersion?: string;
}

export class LoginByEmailBody {
  @EmailField() email: string;
  @CurrentPasswordField() password: string;
}

export class EmailQuery {
  @EmailField() email: string;
}

export class UpdateUserInfoBody {
  @NicknameField() nickname?: string;
  @AvatarField() avatar?: string;
  @LanguageField() lang?: Language;
}

export class UpdatePasswordByEmailCodeBody {
  @EmailField() email: string;
  @CodeField() code: string;
  @NewPasswordField() password: string;
}

export class UpdatePasswordByOldPwdBody {
  @CurrentPasswordField() oldPassword: string;
  @NewPasswordField() password: string;
}

export class UpdatePayPasswordBody {
  @PayPasswordField() payPassword: string;
}

export class UpdatePayPasswordByEmailCodeBody {
  @CodeField() code: string;
  @PayPasswordField() payPassword: string;
}

export class UpdatePayPasswordByOldPwdBody {
  @PayPasswordField() oldPayPassword: string;
  @PayPasswordField() payPassword: string;
}

export class NewEmailCodeBody {
  @EmailField() email: string;
}

export class UpdateUserEmailBody {
  @CodeField() oldCode: string;
  @EmailField() email: string;
  @CodeField() newCode: string;
}

export class PhoneCodeSendBody {
  @AreaCodeField() areaCode: string;
  @PhoneField() phone: string;
  @CaptchaField(true) captcha: string;
}

export class PhoneCodeCheckBody {
  @AreaCodeField() areaCode: string;
  @PhoneField() phone: string;
  @CodeField() code: string;
}
