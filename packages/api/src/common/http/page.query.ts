import { PAGE_SIZE, type PageParams } from '@fanpass/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The page a list call asks for; list queries extend it. */
export class PageQuery implements PageParams {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: PAGE_SIZE.default, minimum: 1, maximum: PAGE_SIZE.max })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_SIZE.max)
  pageSize?: number;
}
