import { PageQuery } from '../../../common/http/page.query.js';
import { EVENT_STATUSES, type EventListParams, type EventStatus } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

const MAX_TIME = 8_640_000_000_000_000;

/** The value must be greater than the named sibling when both are numbers (a range's end). */
function IsAfter(sibling: string, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAfter',
      target: target.constructor,
      propertyName,
      constraints: [sibling],
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[sibling];
          return typeof value !== 'number' || typeof other !== 'number' || value > other;
        },
      },
    });
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class EventListQuery extends PageQuery implements EventListParams {
  @ApiPropertyOptional({ enum: EVENT_STATUSES, description: 'Only events in this status' })
  @IsOptional()
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;

  @ApiPropertyOptional({
    description: 'Part of the event name, artist, venue, address or city (any of them), case-insensitive',
    minLength: 1,
    maxLength: 100,
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'tickets.searchRule' })
  @Length(1, 100, { message: 'tickets.searchRule' })
  q?: string;

  @ApiPropertyOptional({ description: 'Only events in this city (one of GET /event/cities)', maxLength: 100 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'tickets.cityRule' })
  @Length(1, 100, { message: 'tickets.cityRule' })
  city?: string;

  @ApiPropertyOptional({ description: 'Only events starting at or after this time (epoch ms)', minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'tickets.dateRule' })
  @Min(0, { message: 'tickets.dateRule' })
  @Max(MAX_TIME, { message: 'tickets.dateRule' })
  from?: number;

  @ApiPropertyOptional({ description: 'Only events starting before this time (epoch ms); after `from`', minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'tickets.dateRule' })
  @Min(0, { message: 'tickets.dateRule' })
  @Max(MAX_TIME, { message: 'tickets.dateRule' })
  @IsAfter('from', 'tickets.dateRangeRule')
  to?: number;
}

export class EventIdQuery {
  @ApiProperty({ description: 'Event id', example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;
}
