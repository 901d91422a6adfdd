import {
  QUEUE_FAN_STATES,
  QUEUE_METHODS,
  QUEUE_MODES,
  type QueueFanState,
  type QueueMethod,
  type QueueMode,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the waiting-room calls; each implements its contracts view so the two cannot drift. */

export class QueueInfoView implements contracts.QueueInfoView {
  @ApiProperty() eventId: number;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ enum: QUEUE_METHODS }) method: QueueMethod;
  @ApiProperty({ enum: QUEUE_MODES }) mode: QueueMode;
  @ApiProperty({ description: 'Epoch ms' }) prequeueOpensAt: number;
  @ApiProperty({ description: 'Epoch ms' }) saleStartsAt: number;
  @ApiProperty() ratePerMinute: number;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 of the shuffle seed' }) seedHash: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Revealed once the sale has started' }) seed: string | null;
  @ApiProperty() soldOut: boolean;
}

export class QueueAdmissionView {
  @ApiProperty({ description: 'Send as the Queue-Admission header of the order calls' }) token: string;
  @ApiProperty({ description: 'Epoch ms' }) expiresAt: number;
}

export class QueueStatusView implements contracts.QueueStatusView {
  @ApiProperty() eventId: number;
  @ApiProperty({ enum: QUEUE_FAN_STATES }) state: QueueFanState;
  @ApiProperty() code: string;
  @ApiProperty({ type: Number, nullable: true }) position: number | null;
  @ApiProperty({ type: Number, nullable: true }) ahead: number | null;
  @ApiProperty() total: number;
  @ApiProperty() admitted: number;
  @ApiProperty() ratePerMinute: number;
  @ApiProperty({ type: Number, nullable: true }) etaSeconds: number | null;
  @ApiProperty({ description: 'Ask again after this many ms' }) retryAfterMs: number;
  @ApiProperty({ description: 'Epoch ms' }) saleStartsAt: number;
  @ApiProperty({ type: QueueAdmissionView, nullable: true }) admission: QueueAdmissionView | null;
  @ApiProperty({ type: Number, nullable: true }) admissionIndex: number | null;
  @ApiProperty({ type: Number, nullable: true }) arrival: number | null;
}

export class QueueJoinView {
  @ApiProperty({ description: 'Keep it: /queue/status and /queue/stream take it' }) place: string;
  @ApiProperty({ type: QueueStatusView }) status: QueueStatusView;
}

export class QueuePlaceView {
  @ApiProperty({ type: String, nullable: true }) place: string | null;
}

export class QueuePrequeueView implements contracts.QueuePrequeueView {
  @ApiProperty() eventId: number;
  @ApiProperty() seedHash: string;
  @ApiProperty() seed: string;
  @ApiProperty({ type: [String], description: 'Codes of every prequeue fan, sorted' }) codes: string[];
}
