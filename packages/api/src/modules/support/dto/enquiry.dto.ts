import {
  COOPERATION_EVENT_TYPES,
  COOPERATION_INTERESTS,
  COOPERATION_PARTICIPANTS,
  type CooperationEventType,
  type CooperationInterest,
  type CooperationParticipants,
  ENQUIRY_RULES,
  RULES,
  SUPPORT_ISSUE_TYPES,
  type SupportIssueType,
} from '@fanpass/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { FreeText } from '../../../common/text/free-text.js';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const trimLower = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);

const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'organiser@example.com' }),
    trimLower,
    IsNotEmpty({ message: 'support.emailRule' }),
    IsString({ message: 'support.emailRule' }),
    MaxLength(RULES.email.max, { message: 'support.emailRule' }),
    Matches(RULES.email.pattern, { message: 'support.emailRule' }),
  );

const AreaCodeField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({ example: '853', description: 'Dialling code, with or without +' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/^\+/, '') : value)),
    required ? IsNotEmpty({ message: 'support.phoneRule' }) : IsOptional(),
    IsString({ message: 'support.phoneRule' }),
    Matches(/^\d{1,4}$/, { message: 'support.phoneRule' }),
  );

const PhoneField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      example: '66123456',
      description: 'Digits, without the area code',
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value)),
    required ? IsNotEmpty({ message: 'support.phoneRule' }) : IsOptional(),
    IsString({ message: 'support.phoneRule' }),
    Matches(RULES.phone.pattern, { message: 'support.phoneRule' }),
  );

const CaptchaField = () =>
  applyDecorators(
    ApiProperty({ description: 'Human-check answer (ALTCHA payload or provider token)' }),
    IsNotEmpty({ message: 'account.humanCheckFailed' }),
    IsString({ message: 'account.humanCheckFailed' }),
    MaxLength(4096, { message: 'account.humanCheckFailed' }),
  );

/** POST /businessCooperation/submit: an organiser asks to sell through Fanpass (spec §3). */
export class CooperationBody {
  @ApiProperty({ example: 'Chan Tai Man', description: '2–100 characters' })
  @trim
  @IsNotEmpty({ message: 'support.nameRule' })
  @IsString({ message: 'support.nameRule' })
  @Length(ENQUIRY_RULES.name.min, ENQUIRY_RULES.name.max, { message: 'support.nameRule' })
  name: string;

  @EmailField() email: string;
  @AreaCodeField(true) areaCode: string;
  @PhoneField(true) phone: string;

  @ApiProperty({ example: 'MO', description: 'ISO 3166 country code, one of GET /country/countryList' })
  @IsNotEmpty({ message: 'support.countryRule' })
  @IsString({ message: 'support.countryRule' })
  @Matches(/^[A-Z]{2}$/, { message: 'support.countryRule' })
  country: string;

  @ApiProperty({ enum: COOPERATION_EVENT_TYPES })
  @IsNotEmpty({ message: 'support.eventTypeRule' })
  @IsIn(COOPERATION_EVENT_TYPES, { message: 'support.eventTypeRule' })
  eventType: CooperationEventType;

  @ApiProperty({ enum: COOPERATION_PARTICIPANTS })
  @IsNotEmpty({ message: 'support.participantsRule' })
  @IsIn(COOPERATION_PARTICIPANTS, { message: 'support.participantsRule' })
  participants: CooperationParticipants;

  @ApiProperty({ enum: COOPERATION_INTERESTS, isArray: true, description: 'One or several' })
  @IsDefined({ message: 'support.interestsRule' })
  @IsArray({ message: 'support.interestsRule' })
  @ArrayMinSize(1, { message: 'support.interestsRule' })
  @ArrayMaxSize(COOPERATION_INTERESTS.length, { message: 'support.interestsRule' })
  @ArrayUnique({ message: 'support.interestsRule' })
  @IsIn(COOPERATION_INTERESTS, { each: true, message: 'support.interestsRule' })
  interests: CooperationInterest[];

  @ApiPropertyOptional({ description: 'At most 2000 characters' })
  @trim
  @IsOptional()
  @IsString({ message: 'support.moreInfoRule' })
  @MaxLength(ENQUIRY_RULES.moreInfo.max, { message: 'support.moreInfoRule' })
  @FreeText()
  moreInfo?: string;

  @ApiProperty({ description: 'Whether to join the marketing list (an answer is required)' })
  @IsDefined({ message: 'support.consentRule' })
  @IsBoolean({ message: 'support.consentRule' })
  marketingConsent: boolean;

  @CaptchaField() captcha: string;
}

/** POST /support/submit: a fan asks customer service for help (spec §3, §5). */
export class SupportBody {
  @ApiProperty({ enum: SUPPORT_ISSUE_TYPES })
  @IsNotEmpty({ message: 'support.issueTypeRule' })
  @IsIn(SUPPORT_ISSUE_TYPES, { message: 'support.issueTypeRule' })
  issueType: SupportIssueType;

  @ApiProperty({ description: 'At least 10, at most 2000 characters' })
  @trim
  @IsNotEmpty({ message: 'support.issueTextRule' })
  @IsString({ message: 'support.issueTextRule' })
  @Length(ENQUIRY_RULES.issueText.min, ENQUIRY_RULES.issueText.max, { message: 'support.issueTextRule' })
  @FreeText()
  issueText: string;

  @EmailField() email: string;
  @AreaCodeField(false) areaCode?: string;
  @PhoneField(false) phone?: string;

  @ApiPropertyOptional({
    description: 'One image as a data URL (data:image/png;base64,…): PNG, JPEG, GIF or WebP of at most 2 MB',
  })
  @IsOptional()
  @IsString({ message: 'support.attachmentRule' })
  attachment?: string;

  @CaptchaField() captcha: string;
}
