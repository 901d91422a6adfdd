import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Reply schemas of the account calls; each implements its contracts view so the two cannot drift. */

export class UserInfoView implements contracts.UserInfo {
  @ApiProperty() id: number;
  @ApiProperty() uuid: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) nickname: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ type: String, nullable: true }) areaCode: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: [0, 1] }) payPasswordSetUp: 0 | 1;
  @ApiProperty({ enum: [0, 1] }) isPhoneVerified: 0 | 1;
  @ApiProperty() inviteCode: string;
  @ApiPropertyOptional({ description: 'Only on sign-in and sign-up' }) token?: string;
}

export class EmailView implements contracts.EmailView {
  @ApiProperty() email: string;
}

export class CodeSentView implements contracts.CodeSentView {
  @ApiProperty({ description: 'When the next code may be asked for' }) resendAfterSeconds: number;
}

export class CodeValidView implements contracts.CodeValidView {
  @ApiProperty({ enum: [true] }) valid: true;
}
