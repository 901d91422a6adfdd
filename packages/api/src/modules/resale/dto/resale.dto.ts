import { RESALE_PAYOUTS, type ResalePayout } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

export class ResaleTicketQuery {
  @ApiProperty({ description: 'The ticket number' })
  @IsString()
  @Length(1, 32)
  code: string;
}

export class ResaleListBody {
  @ApiProperty({ description: 'The ticket number' })
  @IsString()
  @Length(1, 32)
  ticketCode: string;

  @ApiProperty({ description: 'Asking price in minor units: at most the face value' })
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  price: number;

  @ApiPropertyOptional({ enum: RESALE_PAYOUTS, description: 'wallet (default) or refund to the original payment' })
  @IsOptional()
  @IsIn(RESALE_PAYOUTS)
  payout?: ResalePayout;
}

export class ResaleIdBody {
  @ApiProperty()
  @IsInt()
  @Min(1)
  id: number;
}

export class ResaleEventQuery {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class ResaleBuyBody {
  @ApiProperty()
  @IsInt()
  @Min(1)
  listingId: number;

  @ApiPropertyOptional({ type: [Number], description: "Real-name events: the buyer's attendee" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1)
  @IsInt({ each: true })
  attendeeIds?: number[];
}
