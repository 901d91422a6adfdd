import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

export class MyTicketsQuery {
  @ApiPropertyOptional({ enum: ['upcoming', 'past'], default: 'upcoming' })
  @IsOptional()
  @IsIn(['upcoming', 'past'])
  scope?: 'upcoming' | 'past';
}

export class TicketCodeQuery {
  @ApiProperty({ description: 'Ticket number (code)', example: '9F86D081884C7D659A2F' })
  @IsString()
  @Matches(/^[0-9A-F]{20}$/, { message: 'tickets.ticketNotFound' })
  code: string;
}

export class WalletPassBody extends TicketCodeQuery {
  @ApiProperty({ enum: ['apple', 'google'], description: 'Which wallet' })
  @IsIn(['apple', 'google'])
  kind: 'apple' | 'google';
}

export class WalletPassLink {
  @ApiProperty({
    description: 'Apple: a short-lived .pkpass download link; Google: the Save to Google Wallet link',
  })
  url: string;
}
