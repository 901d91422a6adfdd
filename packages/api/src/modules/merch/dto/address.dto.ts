import { ADDRESS_RULES } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class AddressBody {
  @ApiProperty({ example: 'Chan Tai Man' })
  @trim
  @IsString({ message: 'merch.recipientRule' })
  @Length(ADDRESS_RULES.recipient.min, ADDRESS_RULES.recipient.max, { message: 'merch.recipientRule' })
  recipient: string;

  @ApiProperty({ example: '853', description: 'Dialling code, with or without +' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/^\+/, '') : value))
  @IsString({ message: 'merch.phoneRule' })
  @Matches(/^\d{1,4}$/, { message: 'merch.phoneRule' })
  areaCode: string;

  @ApiProperty({ example: '66123456' })
  @trim
  @IsString({ message: 'merch.phoneRule' })
  @Matches(/^\d{5,15}$/, { message: 'merch.phoneRule' })
  phone: string;

  @ApiProperty({ example: 'MO', description: 'ISO 3166-1 alpha-2' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'merch.countryRule' })
  @Matches(/^[A-Z]{2}$/, { message: 'merch.countryRule' })
  country: string;

  @ApiPropertyOptional({ example: 'Taipa' })
  @IsOptional()
  @trim
  @IsString({ message: 'merch.regionRule' })
  @MaxLength(ADDRESS_RULES.region.max, { message: 'merch.regionRule' })
  region?: string;

  @ApiProperty({ example: 'Rua de Evora 12' })
  @trim
  @IsString({ message: 'merch.addressLineRule' })
  @Length(ADDRESS_RULES.line.min, ADDRESS_RULES.line.max, { message: 'merch.addressLineRule' })
  line1: string;

  @ApiPropertyOptional({ example: 'Flat 8B' })
  @IsOptional()
  @trim
  @IsString({ message: 'merch.addressLineRule' })
  @MaxLength(ADDRESS_RULES.line.max, { message: 'merch.addressLineRule' })
  line2?: string;

  @ApiPropertyOptional({ example: '999078' })
  @IsOptional()
  @trim
  @IsString({ message: 'merch.postcodeRule' })
  @Matches(ADDRESS_RULES.postcode.pattern, { message: 'merch.postcodeRule' })
  postcode?: string;

  @ApiPropertyOptional({ description: 'Make it the default address' })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;
}

export class AddressIdQuery {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;
}

export class AddressIdBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}

export class UpdateAddressBody extends AddressBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}
