import { RULES, TICKET_CODE_PATTERN } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

export class TransferBody {
  @ApiProperty({ description: 'Ticket number (code)', example: '9F86D081884C7D659A2F' })
  @IsString()
  @Matches(TICKET_CODE_PATTERN, { message: 'tickets.ticketNotFound' })
  code: string;

  @ApiProperty({ description: 'The recipient’s e-mail: a registered account', example: 'friend@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'account.emailRule' })
  @MaxLength(RULES.email.max, { message: 'account.emailRule' })
  @Matches(RULES.email.pattern, { message: 'account.emailRule' })
  toUserMail: string;
}

export class TransferConfirmBody extends TransferBody {
  @ApiProperty({ description: 'The code e-mailed to the sender by transfer/sendCode', example: '123456' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'account.codeRule' })
  @MaxLength(10, { message: 'account.codeRule' })
  @Matches(RULES.verifyCode.pattern, { message: 'account.codeRule' })
  verifyCode: string;
}

export class ShareTransferQuery {
  @ApiProperty({ description: 'The transfer’s share token from the recipient’s e-mail' })
  @IsString()
  @Matches(/^[0-9a-f]{32}$/, { message: 'tickets.transferNotFound' })
  token: string;
}

export class TransferTokenBody {
  @ApiProperty({ description: 'The transfer’s share token (from the recipient’s e-mail, or my sent list)' })
  @IsString()
  @Matches(/^[0-9a-f]{32}$/, { message: 'tickets.transferNotFound' })
  token: string;
}
