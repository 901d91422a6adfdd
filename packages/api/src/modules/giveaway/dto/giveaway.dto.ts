import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class GiveawayResultQuery {
  @ApiProperty({ example: 'spring-2026' })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9-]{1,39}$/)
  campaign: string;
}
