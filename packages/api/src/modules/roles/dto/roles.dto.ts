import { AUDIT_ACTOR_KINDS, CONSOLE_ROLES, type ConsoleRole } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Length, MaxLength, Min } from 'class-validator';

export class ConsoleGrantBody implements contracts.ConsoleGrantBody {
  @ApiProperty({ description: "The account's e-mail (it signs up on the app first)" })
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ enum: CONSOLE_ROLES })
  @IsIn(CONSOLE_ROLES)
  role: ConsoleRole;

  @ApiPropertyOptional({ description: 'The event of an organiser or staff role' })
  @IsOptional()
  @IsInt()
  @Min(1)
  eventId?: number;
}

export class ConsoleRolesQuery {
  @ApiPropertyOptional({ description: "One event's roles (and the platform's)" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId?: number;
}

export class AuditQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId?: number;

  @ApiPropertyOptional({ description: 'Actions starting with this (`order.`, `event.update`)' })
  @IsOptional()
  @IsString()
  @Length(1, 80)
  action?: string;

  @ApiPropertyOptional({ description: 'Part of who did it or what it was done to (an e-mail, an order number)' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  q?: string;

  @ApiPropertyOptional({ description: 'The next page: entries older than this id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  before?: number;
}

/** Reply schemas of the console's access calls; each implements its contracts view. */

export class ConsoleMeView implements contracts.ConsoleMeView {
  @ApiProperty() userId: number;
  @ApiProperty() email: string;
  @ApiProperty() nickname: string;
  @ApiProperty({ enum: CONSOLE_ROLES, isArray: true }) roles: ConsoleRole[];
  @ApiProperty({ type: [Number] }) organiserOf: number[];
  @ApiProperty({ type: [Number] }) staffOf: number[];
  @ApiProperty({ type: [String] }) sections: contracts.ConsoleSection[];
}

export class ConsoleGrantView implements contracts.ConsoleGrantView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ enum: CONSOLE_ROLES }) role: ConsoleRole;
  @ApiProperty({ type: Number, nullable: true }) eventId: number | null;
  @ApiProperty({ type: String, nullable: true }) eventSlug: string | null;
  @ApiProperty({ type: String, nullable: true }) eventTitle: string | null;
  @ApiProperty({ description: 'Epoch ms' }) grantedAt: number;
}

export class AuditEntryView implements contracts.AuditEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: AUDIT_ACTOR_KINDS }) actorKind: contracts.AuditActorKind;
  @ApiProperty() actor: string;
  @ApiProperty() action: string;
  @ApiProperty({ type: Number, nullable: true }) eventId: number | null;
  @ApiProperty({ type: String, nullable: true }) target: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'JSON' }) before: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'JSON' }) after: string | null;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
}

export class AuditPageView implements contracts.AuditPageView {
  @ApiProperty({ type: [AuditEntryView] }) list: AuditEntryView[];
  @ApiProperty({ type: Number, nullable: true }) nextBefore: number | null;
}
