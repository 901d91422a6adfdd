import type * as contracts from '@fanpass/contracts';
import { TRANSFER_STATES } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the transfer calls; each implements its contracts view so the two cannot drift. */

export class TransferRecipientView implements contracts.TransferRecipientView {
  @ApiProperty({ description: 'The recipient’s e-mail, as it will be used' }) toUserMail: string;
  @ApiProperty({
    description:
      'Whether it is an account (the ticket moves at once) or not (the recipient is invited and the ticket waits)',
  })
  registered: boolean;
  @ApiProperty({ description: 'Hours an invited recipient has to sign up and accept' }) inviteHours: number;
}

export class TransferCodeSentView implements contracts.CodeSentView {
  @ApiProperty({ description: 'When the next code may be asked for' }) resendAfterSeconds: number;
}

export class TransferDoneView implements contracts.TransferDoneView {
  @ApiProperty({ description: 'Names the transfer on the public /share-transfer page' }) shareToken: string;
  @ApiProperty() toUserMail: string;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
  @ApiProperty({
    enum: TRANSFER_STATES,
    description: 'done: the recipient’s now; pending: waits for them to sign up and accept',
  })
  state: contracts.TransferState;
  @ApiProperty({ type: Number, nullable: true, description: 'A pending transfer’s deadline (epoch ms)' })
  expiresAt: number | null;
}

class ShareTransferEventView {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
}

export class ShareTransferView implements contracts.ShareTransferView {
  @ApiProperty({ description: 'The sender’s nickname' }) fromName: string;
  @ApiProperty({ type: ShareTransferEventView }) event: ShareTransferEventView;
  @ApiProperty() seatArea: string;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
  @ApiProperty({ enum: TRANSFER_STATES }) state: contracts.TransferState;
  @ApiProperty({ type: Number, nullable: true, description: 'A pending transfer’s deadline (epoch ms)' })
  expiresAt: number | null;
}

class OutgoingTransferEventView {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
}

export class OutgoingTransferView implements contracts.OutgoingTransferView {
  @ApiProperty({ description: 'Names the transfer (cancel, the public page)' }) shareToken: string;
  @ApiProperty() ticketCode: string;
  @ApiProperty({ type: OutgoingTransferEventView }) event: OutgoingTransferEventView;
  @ApiProperty() seatArea: string;
  @ApiProperty() toUserMail: string;
  @ApiProperty({ enum: TRANSFER_STATES }) state: contracts.TransferState;
  @ApiProperty({ description: 'When it was sent (epoch ms)' }) at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'A pending transfer’s deadline (epoch ms)' })
  expiresAt: number | null;
}
