import { EVENT_STATUSES, type EventStatus } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class EventListQuery {
  @ApiPropertyOptional({ enum: EVENT_STATUSES, description: 'Only events in this status' })
  @IsOptional()
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

export class EventIdQuery {
  @ApiProperty({ description: 'Event id', example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;
}
