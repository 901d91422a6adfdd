import { TICKET_CODE_PATTERN, WALLET_KINDS, type WalletKind } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

export class MyTicketsQuery {
  @ApiPropertyOptional({ enum: ['upcoming', 'past'], default: 'upcoming' })
  @IsOptional()
  @IsIn(['upcoming', 'past'])
  scope?: 'upcoming' | 'past';
}

export class TicketCodeQuery {
  @ApiProperty({ description: 'Ticket number (code)', example: '9F86D081884C7D659A2F' })
  @IsString()
  @Matches(TICKET_CODE_PATTERN, { message: 'tickets.ticketNotFound' })
  code: string;
}

export class WalletPassBody extends TicketCodeQuery {
  @ApiProperty({ enum: WALLET_KINDS, description: 'Which wallet' })
  @IsIn(WALLET_KINDS)
  kind: WalletKind;
}

export class ChooseAttendeeBody extends TicketCodeQuery {
  @ApiProperty({ description: 'One of my attendees (attendee/list)' })
  @IsInt({ message: 'tickets.attendeeNotFound' })
  @Min(1, { message: 'tickets.attendeeNotFound' })
  attendeeId: number;
}
