import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the transfer calls; each implements its contracts view so the two cannot drift. */

export class TransferRecipientView implements contracts.TransferRecipientView {
  @ApiProperty({ description: 'The registered recipient' }) toUserMail: string;
}

export class TransferCodeSentView implements contracts.CodeSentView {
  @ApiProperty({ description: 'When the next code may be asked for' }) resendAfterSeconds: number;
}

export class TransferDoneView implements contracts.TransferDoneView {
  @ApiProperty({ description: 'Names the transfer on the public /share-transfer page' }) shareToken: string;
  @ApiProperty() toUserMail: string;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
}

class ShareTransferEventView {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
}

export class ShareTransferView implements contracts.ShareTransferView {
  @ApiProperty({ description: 'The sender’s nickname' }) fromName: string;
  @ApiProperty({ type: ShareTransferEventView }) event: ShareTransferEventView;
  @ApiProperty() seatArea: string;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
}
