import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FIELD_KEYS as KEYS,
  AVATAR_PATTERN,
  INVITE_CODE_PATTERN,
  DIAL_CODES,
  LANGUAGES,
  normaliseDialCode,
  RULES,
  TERMS_VERSION,
} from '@fanpass/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

const trimLower = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** An e-mail address: trimmed, lower-cased, RULES.email. */
export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'fan@example.com' }),
    trimLower,
    IsNotEmpty(),
    IsString({ message: KEYS.email }),
    MaxLength(RULES.email.max, { message: KEYS.email }),
    Matches(RULES.email.pattern, { message: KEYS.email }),
  );

/** A new password: RULES.password. */
export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ example: 'Secret123', description: 'At least 8, with upper, lower and a digit or symbol' }),
    IsNotEmpty(),
    IsString({ message: KEYS.password }),
    Matches(RULES.password.pattern, { message: KEYS.password }),
  );

/** A password to check against the stored one (no shape rule: only present). */
export const CurrentPasswordField = () =>
  applyDecorators(ApiProperty({ example: 'Secret123' }), IsNotEmpty(), IsString(), MaxLength(128));

/** A payment password: exactly 6 digits. */
export const PayPasswordField = () =>
  applyDecorators(
    ApiProperty({ example: '123456' }),
    IsNotEmpty({ message: KEYS.payPasswordIncomplete }),
    IsString({ message: KEYS.payPassword }),
    Matches(RULES.payPassword.pattern, { message: KEYS.payPassword }),
  );

/** A verification code: digits, at least 4 (ours have 6). */
export const CodeField = () =>
  applyDecorators(
    ApiProperty({ example: '123456' }),
    trim,
    IsNotEmpty(),
    IsString({ message: KEYS.code }),
    MaxLength(10, { message: KEYS.code }),
    Matches(RULES.verifyCode.pattern, { message: KEYS.code }),
  );

/** One of the six UI languages (the account's language, for its e-mails). */
export const LanguageField = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, description: "The account's language: every e-mail to it is in it" }),
    IsOptional(),
    IsIn(LANGUAGES, { message: KEYS.language }),
  );

export const NicknameField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'Lin Mei', description: '2–30 characters' }),
    trim,
    IsOptional(),
    IsString({ message: KEYS.nickname }),
    Length(RULES.nickname.min, RULES.nickname.max, { message: KEYS.nickname }),
  );

export const AvatarField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'avatar-3', description: 'A preset avatar id or an https URL' }),
    IsOptional(),
    IsString({ message: KEYS.avatar }),
    Matches(AVATAR_PATTERN, { message: KEYS.avatar }),
  );

export const InviteCodeField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: 'K7Q2M9XA', description: 'The inviter’s invite code (query parameter ic)' }),
    trim,
    IsOptional(),
    IsString({ message: KEYS.inviteCode }),
    Matches(INVITE_CODE_PATTERN, { message: KEYS.inviteCode }),
  );

/** The human-check answer: the ALTCHA payload, or the reCAPTCHA / Turnstile token. */
export const CaptchaField = (required: boolean) =>
  applyDecorators(
    required
      ? ApiProperty({ description: 'Human-check answer (ALTCHA payload or provider token)' })
      : ApiPropertyOptional({ description: 'Human-check answer (ALTCHA payload or provider token)' }),
    required ? IsNotEmpty({ message: 'account.humanCheckFailed' }) : IsOptional(),
    IsString({ message: 'account.humanCheckFailed' }),
    MaxLength(4096, { message: 'account.humanCheckFailed' }),
  );

/**
 * A dialling code of a country the app offers, kept in one form ('+853', '0853' -> '853') so a
 * phone's uniqueness does not depend on how its code was typed.
 */
export const AreaCodeField = () =>
  applyDecorators(
    ApiProperty({ example: '853', description: 'Dialling code, with or without +' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseDialCode(value) : value)),
    IsNotEmpty(),
    IsString({ message: KEYS.areaCode }),
    IsIn(DIAL_CODES, { message: KEYS.areaCode }),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '66123456', description: 'Digits only, without the area code' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value)),
    IsNotEmpty(),
    IsString({ message: KEYS.phone }),
    Matches(RULES.phone.pattern, { message: KEYS.phone }),
  );

/**
 * The version of the terms the fan agreed to on the sign-up screen (TERMS_VERSION). Present or
 * not, any text passes here: the service refuses a missing or other version with its own reply
 * code (TERMS_NOT_ACCEPTED), so a client is told what to do rather than that a field is bad.
 */
export const TermsVersionField = () =>
  applyDecorators(
    ApiProperty({
      example: TERMS_VERSION,
      required: true,
      description: `The version of the Terms of Service and Privacy Policy the fan agreed to: ${TERMS_VERSION} (GET /basic/clientConfig termsVersion). Missing or another version: 1030`,
    }),
    IsOptional(),
    IsString({ message: 'account.termsNotAccepted' }),
    MaxLength(32, { message: 'account.termsNotAccepted' }),
  );
