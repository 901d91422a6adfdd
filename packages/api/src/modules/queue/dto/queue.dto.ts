import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

export class QueueEventQuery {
  @ApiProperty({ description: 'Event id', example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class JoinQueueBody {
  @ApiProperty({ description: 'Event id', example: 1 })
  @IsInt()
  @Min(1)
  eventId: number;

  @ApiProperty({ description: 'Human-check answer (ALTCHA payload or provider token)' })
  @IsNotEmpty({ message: 'account.humanCheckFailed' })
  @IsString({ message: 'account.humanCheckFailed' })
  @MaxLength(4096, { message: 'account.humanCheckFailed' })
  captcha: string;
}

export class QueuePlaceQuery {
  @ApiProperty({ description: 'The place token /queue/join answered' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  place: string;
}
