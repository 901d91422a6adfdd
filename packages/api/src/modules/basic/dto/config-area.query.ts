import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class ConfigAreaQuery {
  @ApiPropertyOptional({ description: 'Area value (defaults to the Area header, then MO)', example: 'MO' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/)
  area?: string;
}

export class CountryListQuery {
  @ApiPropertyOptional({ description: 'Filter by name, ISO code or dialling code', example: 'mac' })
  @IsOptional()
  @Matches(/^.{1,40}$/)
  keyword?: string;
}
