import { MERCH_ACCESS, type MerchAccess } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';

export class MerchListQuery extends PageQuery {
  @ApiPropertyOptional({ description: "Only this event's items", example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId?: number;

  @ApiPropertyOptional({ enum: MERCH_ACCESS, description: 'public, or holders (ticket holders only)' })
  @IsOptional()
  @IsIn(MERCH_ACCESS)
  access?: MerchAccess;

  @ApiPropertyOptional({ description: "'Merch only': items sold on their own, without an event" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  )
  @IsBoolean()
  merchOnly?: boolean;
}

export class MerchIdQuery {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;
}
