import { GATE_SYNC_OUTCOMES, type GateSyncOutcome } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { EmailField } from '../../users/index.js';

export class GateStaffBody implements contracts.ConsoleGateStaffBody {
  @ApiProperty() @IsInt() @Min(1) eventId: number;

  /** The account's e-mail (it signs up on the app first). */
  @EmailField()
  email: string;
}

/** Reply schemas; each implements its contracts view. */

export class ConsoleCheckinEventView implements contracts.ConsoleCheckinEventView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() venue: string;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
}

export class ConsoleCheckinGate implements contracts.ConsoleCheckinGate {
  @ApiProperty() gate: string;
  @ApiProperty({ description: 'Tickets scanned in at this gate' }) admitted: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Valid tickets whose entry details name this gate; null when none does',
  })
  expected: number | null;
}

export class ConsoleCheckinScan implements contracts.ConsoleCheckinScan {
  @ApiProperty({ description: 'When the gate scanned it, epoch ms' }) at: number;
  @ApiProperty() gate: string;
  @ApiProperty({ description: 'The ticket number shortened to its last characters' }) ticket: string;
  @ApiProperty({ enum: GATE_SYNC_OUTCOMES }) result: GateSyncOutcome;
  @ApiProperty({ type: String, nullable: true, description: "refused: the offline device's verdict" })
  verdict: string | null;
}

export class ConsoleCheckinConflict implements contracts.ConsoleCheckinConflict {
  @ApiProperty({ description: 'The ticket number shortened to its last characters' }) ticket: string;
  @ApiProperty() gate: string;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
  @ApiProperty() deviceId: string;
  @ApiProperty({ type: String, nullable: true }) otherGate: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) otherAt: number | null;
  @ApiProperty({ description: 'Epoch ms' }) syncedAt: number;
}

export class ConsoleCheckinView implements contracts.ConsoleCheckinView {
  @ApiProperty() eventId: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'When these figures were read, epoch ms' }) at: number;
  @ApiProperty({ description: 'Tickets scanned in' }) admitted: number;
  @ApiProperty({ description: 'Valid (not revoked) tickets of the event' }) expected: number;
  @ApiProperty({ type: [ConsoleCheckinGate] }) gates: ConsoleCheckinGate[];
  @ApiProperty({ type: [ConsoleCheckinScan], description: 'The last 50 scans, newest first' })
  scans: ConsoleCheckinScan[];
  @ApiProperty({ type: [ConsoleCheckinConflict], description: 'Double admissions found in uploads, oldest first' })
  conflicts: ConsoleCheckinConflict[];
}

export class ConsoleGateStaffView implements contracts.ConsoleGateStaffView {
  @ApiProperty() userId: number;
  @ApiProperty() email: string;
  @ApiProperty() nickname: string;
  @ApiProperty({ description: 'Epoch ms' }) addedAt: number;
}
