import { TICKET_CODE_PATTERN } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class TicketCodeQuery {
  @ApiProperty({ description: 'Ticket number (code)', example: '9F86D081884C7D659A2F' })
  @IsString()
  @Matches(TICKET_CODE_PATTERN, { message: 'tickets.ticketNotFound' })
  code: string;
}
