import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class JoinWaitlistBody {
  @ApiProperty({ description: 'Sold-out seat area (ticket type) id', example: 2 })
  @IsInt()
  @Min(1)
  ticketTypeId: number;

  @ApiProperty({ description: 'Seats wanted, within the event limit', example: 2 })
  @IsInt()
  @Min(1)
  @Max(100)
  quantity: number;
}

export class WaitlistIdBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}
