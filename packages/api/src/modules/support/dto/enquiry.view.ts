import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class EnquiryReceiptView implements contracts.EnquiryReceiptView {
  @ApiProperty({ example: 'SR-261123-K7Q2M9', description: 'Reference number of the request' }) ref: string;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
}
