import { ATTENDEE_ID_TYPES, type AttendeeIdType, ID_NUMBER_PATTERN, normaliseIdNumber } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Length, Matches, Min } from 'class-validator';

export class AttendeeBody {
  @ApiProperty({ description: 'Full name as on the ID (2–50 characters)', example: 'Chan Tai Man' })
  @IsString()
  @Length(2, 50, { message: 'tickets.fullNameRule' })
  fullName: string;

  @ApiProperty({ enum: ATTENDEE_ID_TYPES })
  @IsIn(ATTENDEE_ID_TYPES)
  idType: AttendeeIdType;

  @ApiProperty({
    description:
      'ID number as printed: 4–30 letters, digits or dashes, a last check character in brackets ' +
      'allowed (Macau 1234567(8), Hong Kong A123456(7)); kept upper-case without spaces or brackets',
    example: 'A123456(7)',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseIdNumber(value) : value))
  @IsString({ message: 'tickets.idNumberRule' })
  @Matches(ID_NUMBER_PATTERN, { message: 'tickets.idNumberRule' })
  idNumber: string;

  @ApiProperty({ description: 'Dialling area code without +', example: '853' })
  @IsString()
  @Matches(/^\+?\d{1,4}$/, { message: 'tickets.phoneRule' })
  areaCode: string;

  @ApiProperty({ description: 'Phone number, valid for the area code', example: '66123456' })
  @IsString()
  @Matches(/^\d{5,15}$/, { message: 'tickets.phoneRule' })
  phone: string;
}

export class AttendeeUpdateBody extends AttendeeBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}

export class AttendeeIdBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}
