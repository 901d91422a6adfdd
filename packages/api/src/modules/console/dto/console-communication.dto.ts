import { COMMUNICATION_LIMITS as LIMITS } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Min, ValidateNested } from 'class-validator';

/** Text a person must have written: something other than spaces. */
const WRITTEN = /\S/;

export class NoticeTextBody implements contracts.NoticeText {
  @ApiProperty({ maxLength: LIMITS.noticeTitle })
  @IsString()
  @Length(1, LIMITS.noticeTitle)
  @Matches(WRITTEN)
  title: string;

  @ApiProperty({ maxLength: LIMITS.noticeContent })
  @IsString()
  @Length(1, LIMITS.noticeContent)
  @Matches(WRITTEN)
  content: string;
}

/** The languages beside English; a language left out shows English. */
export class NoticeTranslationsBody implements Partial<Record<contracts.NoticeLanguage, contracts.NoticeText>> {
  @ApiPropertyOptional({ type: NoticeTextBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTextBody)
  zh?: NoticeTextBody;
  @ApiPropertyOptional({ type: NoticeTextBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTextBody)
  zh_tw?: NoticeTextBody;
  @ApiPropertyOptional({ type: NoticeTextBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTextBody)
  th?: NoticeTextBody;
  @ApiPropertyOptional({ type: NoticeTextBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTextBody)
  vi?: NoticeTextBody;
  @ApiPropertyOptional({ type: NoticeTextBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTextBody)
  ms?: NoticeTextBody;
}

export class NoticeBody extends NoticeTextBody implements contracts.ConsoleNoticeBody {
  @ApiPropertyOptional({ type: NoticeTranslationsBody })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoticeTranslationsBody)
  translations?: NoticeTranslationsBody;
}

export class RepairOnBody implements contracts.ConsoleRepairOnBody {
  @ApiProperty({ maxLength: LIMITS.repairMessage, description: 'What every caller is told (code 9999)' })
  @IsString()
  @Length(1, LIMITS.repairMessage)
  @Matches(WRITTEN)
  message: string;
}

export class HolderMessageBody implements contracts.ConsoleHolderMessageBody {
  @ApiProperty() @IsInt() @Min(1) eventId: number;

  @ApiProperty({ maxLength: LIMITS.messageTitle })
  @IsString()
  @Length(1, LIMITS.messageTitle)
  @Matches(WRITTEN)
  title: string;

  @ApiProperty({ maxLength: LIMITS.messageText })
  @IsString()
  @Length(1, LIMITS.messageText)
  @Matches(WRITTEN)
  text: string;

  @ApiProperty({ maxLength: LIMITS.messageKey, description: 'Made once per message: the same key sends nothing twice' })
  @IsString()
  @Length(8, LIMITS.messageKey)
  @Matches(/^[\w-]+$/)
  key: string;
}

export class ConsoleNoticeView implements contracts.ConsoleNoticeView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'English' }) title: string;
  @ApiProperty({ description: 'English' }) content: string;
  @ApiProperty({ type: NoticeTranslationsBody }) translations: NoticeTranslationsBody;
  @ApiProperty({ description: 'Epoch ms' }) publishedAt: number;
}

export class ConsoleRepairView implements contracts.ConsoleRepairView {
  @ApiProperty() on: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) since: number | null;
}

export class ConsoleCommunicationView implements contracts.ConsoleCommunicationView {
  @ApiProperty({ type: ConsoleNoticeView, nullable: true }) notice: ConsoleNoticeView | null;
  @ApiProperty({ type: ConsoleRepairView }) repair: ConsoleRepairView;
}

export class ConsoleMessageEventView implements contracts.ConsoleMessageEventView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty() timeZone: string;
  @ApiProperty({ description: 'Accounts holding a live ticket of it' }) holders: number;
}

export class ConsoleHolderMessageView implements contracts.ConsoleHolderMessageView {
  @ApiProperty() eventId: number;
  @ApiProperty({ description: 'Accounts it was written for' }) holders: number;
  @ApiProperty({ description: 'True when this key had been sent already (nothing new written)' }) repeat: boolean;
}
